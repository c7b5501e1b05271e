import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/fetcher.ts';

/**
 * Data stays fresh for 30 s, so what a route's loader just fetched is not fetched again when its
 * screen mounts. A 4xx answer is final and is not retried; anything else is, twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}
