/** One printed figure of a benchmark, next to its budget. */
export interface Figure {
  bench: string;
  name: string;
  value: string;
  /** What the figure must be, e.g. ">= 0.85"; empty when it has none. */
  budget?: string;
  /** True when the figure misses its budget. */
  over?: boolean;
}

/** The figures as one aligned table; a figure over budget is marked OVER. */
export function formatTable(figures: Figure[]): string {
  const rows = [
    ['benchmark', 'figure', 'value', 'budget', ''],
    ...figures.map((f) => [f.bench, f.name, f.value, f.budget ?? '', f.over ? 'OVER' : f.budget ? 'ok' : '']),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]): string =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export const fixed = (value: number, digits = 2): string => value.toFixed(digits);

/** One table per benchmark, each under its name: the BFF's two overhead runs print as two tables. */
export function formatTables(figures: Figure[]): string {
  const benches = [...new Set(figures.map((figure) => figure.bench))];
  return benches
    .map((bench) => `${bench}\n\n${formatTable(figures.filter((figure) => figure.bench === bench))}`)
    .join('\n\n');
}
