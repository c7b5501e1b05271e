/** One field that a save changed: where it is in the record, and its value before and after. */
export interface Change {
  path: (string | number)[];
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasRecords = (value: unknown) => Array.isArray(value) && value.some((item) => isRecord(item));

/**
 * The fields that differ between two versions of a record, down to single values: a row of a table
 * (a swap pair, a tier) is compared field by field, a list of plain values (countries) as a whole.
 * A row added or removed shows each of its fields, empty on the other side.
 */
export function diffRecords(before: unknown, after: unknown, path: (string | number)[] = []): Change[] {
  if (isRecord(before) || isRecord(after)) {
    const left = isRecord(before) ? before : {};
    const right = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return keys.flatMap((key) => diffRecords(left[key], right[key], [...path, key]));
  }
  if (hasRecords(before) || hasRecords(after)) {
    const left = Array.isArray(before) ? before : [];
    const right = Array.isArray(after) ? after : [];
    return Array.from({ length: Math.max(left.length, right.length) }, (_, index) =>
      diffRecords(left[index], right[index], [...path, index]),
    ).flat();
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}
