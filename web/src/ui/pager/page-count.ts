/** The number of pages of a list answer: at least one, an empty list showing as page 1 of 1. */
export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }): number =>
  Math.max(1, Math.ceil(total / pageSize));
