/**
 * What the pages' tests share: every call goes through to Prism's mock of the contract (the
 * demo member's examples), recorded; `change` answers some calls itself.
 */
import { vi } from 'vitest';

export type Change = (
  method: string,
  path: string,
  init: RequestInit | undefined,
  input: string,
) => Promise<Response> | Response | undefined;

export interface SentCall {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export function throughPrism(change?: Change) {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch');
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const changed = change?.(init?.method ?? 'GET', url.pathname, init, String(input));
    if (changed) return changed;
    return original(input, init);
  });
  const calls = (): SentCall[] =>
    spy.mock.calls.map(([input, init]) => {
      const url = new URL(String(input));
      return {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
    });
  const sent = (method: string, path: string) => calls().filter((call) => call.method === method && call.path === path);
  /** Prism's own answer to a call, changed by `edit`. */
  const edited = async <T>(input: string, init: RequestInit | undefined, edit: (body: T) => unknown) =>
    Response.json(edit((await (await original(input, init)).json()) as T));
  return { sent, edited, original };
}

/** A platform error answer, as the contract shapes it. */
export const errorAnswer = (status: number, body: { message: string; code?: string; details?: unknown }) =>
  Response.json(body, { status });
