import { useMemo, useRef } from 'react';

/**
 * The Idempotency-Key of one intended money movement. A retry of the same body (after a timeout or a
 * lost answer) sends the same key, so the platform runs it once and replays its answer; any other
 * body is another movement and gets a new key, since the platform refuses a key reused with another
 * body. `done()` after a success: the next submission is a new movement even with the same body.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; body: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(body: unknown): string {
        const text = JSON.stringify(body);
        if (current.current?.body !== text) current.current = { key: crypto.randomUUID(), body: text };
        return current.current.key;
      },
      done(): void {
        current.current = null;
      },
    }),
    [],
  );
}
