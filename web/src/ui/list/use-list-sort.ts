import { useNavigate, useSearch } from '@tanstack/react-router';
import type { SortDescriptor } from 'react-aria-components';

/** The list's order as the API takes it: a field, `-` before it for the other way (`-created_at`). */
export function toDescriptor(sort: string): SortDescriptor {
  return sort.startsWith('-')
    ? { column: sort.slice(1), direction: 'descending' }
    : { column: sort, direction: 'ascending' };
}

export function fromDescriptor({ column, direction }: SortDescriptor): string {
  return `${direction === 'descending' ? '-' : ''}${String(column)}`;
}

/**
 * The order of the list the address shows (`?sort=-amount`; `fallback`, the API's default, when it names
 * none) and the way to another: through the address, back on page 1, so a reload or a link keeps it.
 */
export function useListSort(fallback: string): [SortDescriptor, (next: SortDescriptor) => void] {
  const { sort } = useSearch({ strict: false }) as { sort?: unknown };
  const navigate = useNavigate();
  const onChange = (next: SortDescriptor) => {
    const value = fromDescriptor(next);
    void navigate({
      to: '.',
      // The columns' ids are the API's fields; the route's validateSearch drops any other.
      search: (previous) => ({
        ...previous,
        page: undefined,
        sort: (value === fallback ? undefined : value) as typeof previous.sort,
      }),
      resetScroll: false,
    });
  };
  return [toDescriptor(typeof sort === 'string' ? sort : fallback), onChange];
}
