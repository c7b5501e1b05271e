import * as styles from './bar-chart.css.ts';

export interface BarPoint {
  key: string;
  /** The point's name as the table shows it: "20 nov. 2026". */
  label: string;
  value: number;
  /** The value as the table shows it. */
  valueText: string;
}

export interface BarChartProps {
  /** What the bars show, said to screen readers with `summary`: "Inscriptions par jour". */
  label: string;
  /** The trend in words, for those who do not see the bars: "2 sur 30 jours, au plus 1 par jour". */
  summary: string;
  points: BarPoint[];
  /** The table's column headers, and the words of the disclosure that opens it. */
  columns: { label: string; value: string };
  showData: string;
}

const BAR = 10;
const HEIGHT = 40;

/**
 * A row of bars (SVG, no chart library), one per point, as tall as its share of the highest. The drawing is an
 * image named by its label and summary; every value is in a table behind a disclosure.
 */
export function BarChart({ label, summary, points, columns, showData }: BarChartProps) {
  const highest = Math.max(0, ...points.map((point) => point.value));
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${points.length * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label}. ${summary}`}
      >
        <line className={styles.baseline} x1={0} x2={points.length * BAR} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {points.map((point, index) => {
          const height = highest > 0 ? (Math.max(0, point.value) / highest) * (HEIGHT - 2) : 0;
          return (
            <rect
              key={point.key}
              className={styles.bar}
              x={index * BAR + 1}
              y={HEIGHT - height}
              width={BAR - 2}
              height={height}
            />
          );
        })}
      </svg>
      <details className={styles.data}>
        <summary className={styles.summary}>{showData}</summary>
        <table className={styles.table}>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.label}</th>
              <th scope="col">{columns.value}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                <td className={styles.cell}>{point.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
