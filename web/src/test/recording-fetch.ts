/**
 * Every call of a test goes through to Prism's mock, recorded with what it carried (a JSON text, a FormData);
 * `answer` answers some calls itself.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export function recordingFetch(answer?: (method: string, path: string) => Response | undefined): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input)).pathname;
    calls.push({ method, path, body: init?.body });
    return answer?.(method, path) ?? original(input, init);
  });
  return calls;
}

/** An error answer, as the contract shapes it. */
export const errorAnswer = (status: number, body: { message: string; code?: string }) =>
  Response.json(body, { status });
