/**
 * For the tests of the ledger pages, which talk to Prism's mock of the contract: the examples of
 * openapi.yaml are the data. Not part of the app (nothing of the app imports it).
 */
import { configure } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { expectPageHeading } from '../../../test/page-heading.ts';

// Every page waits for Prism over HTTP, some for two or three calls: on a busy machine that takes
// more than the default second of findBy and waitFor.
configure({ asyncUtilTimeout: 5000 });

/** Answers a call itself instead of Prism (an error, another state), or undefined to let Prism answer. */
export type Change = (call: { method: string; path: string; url: URL; body: unknown }) => Response | undefined;

export interface SentCall {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * Calls through to Prism as an administrator: Prism's session is demo-member, so its answer gets the
 * admin scope the guard of /admin wants. `change` answers some calls itself; every call is recorded.
 */
export function asAdmin(change?: Change) {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch');
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const changed = change?.({ method, path: url.pathname, url, body });
    if (changed) return changed;
    const response = await original(input, init);
    if (url.pathname === '/user/information' && response.ok) {
      const user = (await response.json()) as { scopes: string[] };
      return Response.json({ ...user, scopes: [...user.scopes, 'admin'] });
    }
    return response;
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
  /** The calls of this method to this path, in order. */
  const sent = (method: string, path: string) => calls().filter((call) => call.method === method && call.path === path);
  return { sent, original };
}

/** An error answer of the contract's shape. */
export const errorAnswer = (status: number, body: { message: string; code?: string; details?: unknown }) =>
  Response.json(body, { status });

/** Opens an admin page of the app at `path` and waits for its h1. */
export async function openPage(path: string, title: string) {
  const rendered = renderWithProviders(undefined, { path });
  await expectPageHeading(title);
  return rendered;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The Idempotency-Key of a call, checked to be a UUID as the page makes them. */
export function idempotencyKeyOf(call: SentCall | undefined): string {
  const key = call?.headers.get('Idempotency-Key') ?? '';
  expect(key).toMatch(UUID);
  return key;
}

// Shared with every page's tests (test/text.ts).
export { cellTexts } from '../../../test/text.ts';
