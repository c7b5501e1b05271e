import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vars } from '../../styles/theme.css.ts';
import { DonutChart, GAP, RING, type DonutSlice } from './donut-chart.tsx';
import * as styles from './donut-chart.css.ts';

const columns = { label: 'Actif', value: 'Valeur', share: 'Part' };
const slice = (id: string, value: number, tone?: number): DonutSlice => ({
  id,
  label: id,
  value,
  valueText: String(value),
  shareText: '',
  ...(tone === undefined ? {} : { tone }),
});

const slicesOf = (container: HTMLElement) => [...container.querySelectorAll('svg circle[stroke-dasharray]')];

/**
 * The points of the ring (in hundredths of a turn from the start) that a dashed circle paints, as the
 * browser draws a dash pattern: from -offset along the path, repeating every dash + gap.
 */
function paintedSteps(circle: Element): Set<number> {
  // A circle of radius 100 / 2π is 100 long without saying so.
  const length = Number(circle.getAttribute('pathLength') ?? RING);
  const [dash, gap] = circle.getAttribute('stroke-dasharray')!.split(' ').map(Number) as [number, number];
  const offset = Number(circle.getAttribute('stroke-dashoffset'));
  const painted = new Set<number>();
  for (let step = 0; step < 10_000; step += 1) {
    const at = (step / 10_000) * length;
    const inPattern = (((at + offset) % (dash + gap)) + (dash + gap)) % (dash + gap);
    if (inPattern < dash) painted.add(step);
  }
  return painted;
}

describe('donut chart', () => {
  it('paints each slice over a part of the ring as long as its share, one after the other around the whole ring', () => {
    // The portfolio: USDT 43.93 % first, so its slice runs from noon, then the others.
    const values = [4399, 3000, 2515, 99.5, 5];
    const total = values.reduce((sum, value) => sum + value, 0);
    const { container } = render(
      <DonutChart
        label="Répartition"
        columns={columns}
        slices={values.map((value, index) => slice(`A${index}`, value))}
      />,
    );
    const circles = slicesOf(container);
    expect(circles).toHaveLength(values.length);
    const everyPainted = new Set<number>();
    let start = 0;
    circles.forEach((circle, index) => {
      const share = (values[index]! / total) * 100;
      const painted = paintedSteps(circle);
      // Its part of the ring, to a tenth of a percent: its share less the gap to its neighbours.
      const apart = Math.min(GAP, share / 3);
      expect(painted.size / 100).toBeCloseTo(share - apart, 1);
      // Where it starts: after the slices before it.
      const first = Math.round((start + apart / 2) * 100) % 10_000;
      expect(painted.has(first) || painted.has(first + 1)).toBe(true);
      for (const step of painted) {
        expect(everyPainted.has(step), `slice ${index} paints over another at ${step / 100} %`).toBe(false);
        everyPainted.add(step);
      }
      start += share;
    });
    // The slices and their gaps go round the whole ring, not a part of it.
    expect(everyPainted.size / 100 + GAP * values.length).toBeGreaterThan(99);
  });

  it('paints the whole ring for a single holding', () => {
    const { container } = render(<DonutChart label="Répartition" columns={columns} slices={[slice('USDT', 10)]} />);
    const [circle] = slicesOf(container);
    expect(paintedSteps(circle!).size).toBe(10_000);
  });

  it('gives each slice its own colour, kept by its tone whatever its rank, never the danger red', () => {
    const { container } = render(
      <DonutChart
        label="Répartition"
        columns={columns}
        slices={[slice('USDT', 50, 2), slice('BTC', 30, 0), slice('ETH', 20, 1)]}
      />,
    );
    const classes = slicesOf(container).map((circle) => circle.getAttribute('class'));
    expect(classes).toEqual([styles.slice[2], styles.slice[0], styles.slice[1]]);
    expect(styles.TONE_COLORS).not.toContain(vars.color.danger);
    expect(new Set(styles.TONE_COLORS).size).toBe(styles.TONE_COLORS.length);
  });
});
