/**
 * A long hash or address with its middle left out: its start and end are what people compare.
 * Values short enough to read whole are kept whole.
 */
export function shortenMiddle(value: string, head = 6, tail = 6): string {
  if (value.length <= head + tail + 1) return value;
  return `${value.slice(0, head)}…${value.slice(-tail)}`;
}
