import type { SelectQueryBuilder } from 'kysely';

/** Which page of a list: the validated query's `page` and `pageSize`, the contract's defaults filled in. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Every `*Page` answer of the contract. */
export interface Page<Item> extends PageRequest {
  items: Item[];
  total: number;
}

/**
 * One page of an ordered list query (its order must break every tie, or pages overlap), with how many rows
 * the query has in all. The count is the same query without its columns and order: not for a grouped or
 * distinct query. `toItems` turns the page's rows into the answer's items.
 */
export async function paginate<DB, TB extends keyof DB, Row, Item>(
  query: SelectQueryBuilder<DB, TB, Row>,
  { page, pageSize }: PageRequest,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const [rows, count] = await Promise.all([
    query
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL's count is a bigint, which its driver hands over as text.
  return { items: await toItems(rows), total: Number((count as { total: number | string }).total), page, pageSize };
}
