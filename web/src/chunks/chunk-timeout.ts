/**
 * A lazily loaded page whose script does not arrive counts as failed after 120 s (product spec,
 * section 9), so the page says so and offers a reload instead of waiting for ever.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The error of a page whose script could not be loaded, whatever the browser called it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** `load` as it is, unless it takes longer than `timeoutMs`: then a ChunkLoadError. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading the page's script took more than ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

// The messages of the browsers and of Vite's preloader when a dynamic import or its CSS fails.
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURES.some((pattern) => pattern.test(error.message));
}
