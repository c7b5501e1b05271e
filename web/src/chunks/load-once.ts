import { withChunkTimeout } from './chunk-timeout.ts';

/**
 * A module loader run at the first call and shared by the next ones, under the chunk timeout; after
 * a failure the next call tries again, so a network that came back is used.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= withChunkTimeout(load()).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
