/** How every list pages: the contract's page size, and its page in the address (`?page=2`). */
import { pageParameters } from './generated/parameters.ts';
import { searchOf, withoutEmpty } from './search-values.ts';

/** The page size every list asks for: the contract's default. */
export const PAGE_SIZE = pageParameters.pageSize.default;

/** The validateSearch of a route whose list reads nothing from the address but its page. */
export const pageSearch = searchOf(pageParameters);
export type PageSearch = ReturnType<typeof pageSearch>;

/** What a list asks for: the address's values, its page (the first when it names none), the page size. */
export const pageParams = <S extends { page?: number }>(search: S) =>
  withoutEmpty({ ...search, page: search.page ?? 1, pageSize: PAGE_SIZE });
