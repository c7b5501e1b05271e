import { MutationCache, QueryCache, QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError, setChangeListener } from './api/fetcher.ts';
import { loadErrorTexts } from './ui/form/error-text.ts';

export interface QueryClientOptions {
  /**
   * Called with the key of any query or mutation that got a 401: the BFF could not renew the session.
   * The caller decides what it means (the app ends the session and goes to sign in).
   */
  onUnauthorized?: (queryClient: QueryClient, key: QueryKey | undefined) => void;
  /** Replaces the defaults below (tests turn retries off). */
  defaultOptions?: DefaultOptions;
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Data stays fresh for 30 s, so what a route's loader just fetched is not fetched again when its
 * screen mounts. A 4xx answer is final and is not retried; anything else is, twice. A mutation refused
 * with a code fails once the table of texts by code is here, so whoever shows the error has its text.
 */
export function createQueryClient({ onUnauthorized, defaultOptions }: QueryClientOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error)) onUnauthorized?.(queryClient, query.queryKey);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error)) onUnauthorized?.(queryClient, mutation.options.mutationKey);
        // Awaited by the mutation before its error reaches anyone (mutateAsync, onError, its state).
        if (error instanceof ApiError && error.code) return loadErrorTexts();
      },
    }),
    defaultOptions: defaultOptions ?? {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
  // What a successful call changed, as its contract declares (x-changes), is out of date: what is on
  // screen is read again at once, the rest when it next shows.
  setChangeListener(
    (isChanged) =>
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && isChanged(queryKey[0]),
      }),
  );
  return queryClient;
}
