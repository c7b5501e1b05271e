/** The `page` of a list's address: a whole number from 2 (page 1 is the address without it). */
export function validatePage(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? { page } : {};
}
