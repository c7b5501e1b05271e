import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, darkPalette, lightPalette } from './palettes.ts';

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
])('%s theme', (_name, palette) => {
  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.minimum] as const))(
    '%s on %s reaches %d:1',
    (foreground, background, minimum) => {
      expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(minimum);
    },
  );
});

it('computes the WCAG ratio', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});
