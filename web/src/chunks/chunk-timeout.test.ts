import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, withChunkTimeout } from './chunk-timeout.ts';

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
