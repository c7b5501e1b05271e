import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, withChunkTimeout } from './chunk-timeout.ts';
import { wrapSplitImports } from './chunk-timeout-plugin.ts';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('fails a load that takes more than 120 000 ms', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    let outcome: unknown = 'pending';
    withChunkTimeout(new Promise(() => undefined)).catch((error: unknown) => (outcome = error));

    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(outcome)).toBe(true);
  });

  it('answers what a load in time answers, and its failure as it is', async () => {
    await expect(withChunkTimeout(Promise.resolve({ component: 'page' }))).resolves.toEqual({ component: 'page' });
    const failure = new TypeError('Failed to fetch dynamically imported module: /account/assets/x.js');
    await expect(withChunkTimeout(Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://x/a.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /account/assets/a.css', true],
    ['Network request failed', false],
  ])('%s -> %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });

  it('is false for what is not an error', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('wrapSplitImports', () => {
  // What TanStack Router's code splitting writes at the top of a route file.
  const route = [
    "const $$splitComponentImporter = () => import('/web/src/routes/staking.tsx?tsr-split=component');",
    'const $$splitErrorComponentImporter = () => import("/web/src/routes/staking.tsx?tsr-split=errorComponent");',
    "import { lazyRouteComponent } from '@tanstack/react-router';",
  ].join('\n');

  it('wraps every split import in the timeout, keeping the lines where they were', () => {
    const wrapped = wrapSplitImports(route, '/src/chunks/chunk-timeout.ts')!;
    const lines = wrapped.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'import { withChunkTimeout as $$withChunkTimeout } from "/src/chunks/chunk-timeout.ts"; ' +
        "const $$splitComponentImporter = () => $$withChunkTimeout(import('/web/src/routes/staking.tsx?tsr-split=component'));",
    );
    expect(lines[1]).toBe(
      'const $$splitErrorComponentImporter = () => $$withChunkTimeout(import("/web/src/routes/staking.tsx?tsr-split=errorComponent"));',
    );
  });

  it('leaves a file without split imports alone', () => {
    expect(wrapSplitImports("import x from './x.ts';")).toBeNull();
  });
});
