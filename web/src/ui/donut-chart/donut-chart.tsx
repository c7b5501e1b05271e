import * as styles from './donut-chart.css.ts';

export interface DonutSlice {
  id: string;
  /** The slice's name: "USDT". */
  label: string;
  /** Its size, in any unit: only the proportions are drawn. */
  value: number;
  /** The value as the table shows it: "1 250,00 $US". */
  valueText: string;
  /** Its share of the whole as the table shows it: "55,56 %". */
  shareText: string;
  /** Its colour, kept by the slice whatever its rank (the asset's place in its list); by rank without it. */
  tone?: number;
}

export interface DonutChartProps {
  /** What the chart shows, the table's caption too: "Répartition par actif (USD)". */
  label: string;
  slices: DonutSlice[];
  /** The table's column headers. */
  columns: { label: string; value: string; share: string };
}

// A circle measured as 100 long (pathLength): a slice's dash length is its percentage, and a dash
// pattern of period 100 repeats exactly once a turn, so a slice that runs past the start goes on there.
export const RING = 100;
// The gap between two slices, in percent of the ring, so that neighbours stay apart whatever their colours.
export const GAP = 0.6;

/**
 * A ring of slices, each an arc as long as its share (SVG, no chart library), and beside it the same data as a table whose
 * swatches name each slice: the drawing is hidden from screen readers, the table is not.
 */
export function DonutChart({ label, slices, columns }: DonutChartProps) {
  const whole = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  let start = 0;
  const arcs = slices.map((slice, index) => {
    const share = whole > 0 ? (Math.max(0, slice.value) / whole) * 100 : 0;
    const arc = { slice, share, start, tone: (slice.tone ?? index) % styles.TONES };
    start += share;
    return arc;
  });
  const drawn = arcs.filter(({ share }) => share > 0);
  const gap = drawn.length > 1 ? GAP : 0;
  return (
    <figure className={styles.figure}>
      <svg className={styles.ring} viewBox="0 0 42 42" aria-hidden="true" focusable="false">
        <circle cx="21" cy="21" r="15.5" className={styles.track} />
        {/* A quarter turn back: the first slice starts at noon, and the slices go clockwise. */}
        <g transform="rotate(-90 21 21)">
          {drawn.map(({ slice, share, start: from, tone }) => {
            // A thin slice keeps two thirds of its share: it shows, and never reaches a neighbour.
            const apart = Math.min(gap, share / 3);
            const length = share - apart;
            return (
              <circle
                key={slice.id}
                cx="21"
                cy="21"
                r="15.5"
                pathLength={RING}
                className={styles.slice[tone]}
                strokeDasharray={`${length} ${RING - length}`}
                strokeDashoffset={-(from + apart / 2)}
              />
            );
          })}
        </g>
      </svg>
      <table className={styles.legend}>
        <caption className={styles.caption}>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.label}</th>
            <th scope="col" className={styles.numeric}>
              {columns.value}
            </th>
            <th scope="col" className={styles.numeric}>
              {columns.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {arcs.map(({ slice, tone }) => (
            <tr key={slice.id}>
              <th scope="row">
                <span className={styles.swatch[tone]} aria-hidden="true" />
                {slice.label}
              </th>
              <td className={styles.numeric}>{slice.valueText}</td>
              <td className={styles.numeric}>{slice.shareText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
