import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * The page of the list the address shows (`?page=2`; the first when it names none) and the way to another
 * one: through the address, keeping its other values, so the route's loader fetches that page and a
 * reload or a shared link shows it again.
 */
export function usePage(): [page: number, setPage: (page: number) => void] {
  const { page } = useSearch({ strict: false });
  const navigate = useNavigate();
  const setPage = (next: number) =>
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }),
      // The pager stays where it was pressed; the list above it changes.
      resetScroll: false,
    });
  return [typeof page === 'number' ? page : 1, setPage];
}
