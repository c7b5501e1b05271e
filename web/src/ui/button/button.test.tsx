import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkPalette, lightPalette } from '../../styles/palettes.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Button } from './button.tsx';
import { button } from './button.css.ts';

describe('Button', () => {
  it('draws what removes something in the danger colour, apart from the other variants', async () => {
    renderWithProviders(<Button variant="danger">Supprimer</Button>);
    const remove = await screen.findByRole('button', { name: 'Supprimer' });
    expect(remove).toHaveClass(button({ variant: 'danger' }));
    expect(button({ variant: 'danger' })).not.toBe(button({ variant: 'secondary' }));
  });

  it.each([
    ['light', lightPalette],
    ['dark', darkPalette],
  ])('keeps the danger text readable at rest and hovered (%s)', (_mode, palette) => {
    expect(contrastRatio(palette.danger, palette.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.danger, palette.dangerBackground)).toBeGreaterThanOrEqual(4.5);
  });
});
