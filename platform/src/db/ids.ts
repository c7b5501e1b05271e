/** An id of the path as a number; one beyond any id the database hands out finds nothing. */
export function idOf(value: string): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
