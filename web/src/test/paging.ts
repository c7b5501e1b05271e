import type { User } from '../api/generated/model/user.ts';
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { renderWithProviders } from './render-with-providers.tsx';
import { member, signedInAs } from './users.ts';

/** The list's answer as Prism gives it, given 45 rows in all: three pages of 20. */
type WithTotal = (body: Record<string, unknown>, total: number) => unknown;
const byDefault: WithTotal = (body, total) => ({ ...body, total });

export interface PagedList {
  /** The page's address, without the page: `/admin/user`, `/admin/setting/audit?section=visa`. */
  path: string;
  /** The call the list's page comes from: `/admin/users`. */
  api: string;
  /** Who looks at it; the demo member by default. */
  user?: User;
  /** Where the answer holds its total, when not at its top (a member's booster holds its orders' page). */
  withTotal?: WithTotal;
}

/**
 * A list's page lives in the address. Opened at `?page=2`, as a reload or a shared link does, the list asks
 * for page 2 and shows it; its pager goes on to page 3 and back to the first, each time through the address
 * and each time asking for that page. The other values of the address stay.
 */
export async function expectPageInAddress({ path, api, user = member, withTotal = byDefault }: PagedList) {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const answer = await original(input, init);
    const isList = (init?.method ?? 'GET') === 'GET' && new URL(String(input)).pathname === api;
    return isList && answer.ok
      ? Response.json(withTotal((await answer.json()) as Record<string, unknown>, 45))
      : answer;
  });
  const asked = () =>
    spy.mock.calls
      .map(([input, init]) => ({ url: new URL(String(input)), method: init?.method ?? 'GET' }))
      .filter(({ url, method }) => method === 'GET' && url.pathname === api)
      .map(({ url }) => url.searchParams);
  const [pathname, query = ''] = path.split('?');
  const others = Object.fromEntries(new URLSearchParams(query));
  const queryClient = signedInAs(user);
  const { user: person, router } = renderWithProviders(undefined, {
    path: `${pathname}?${new URLSearchParams({ ...others, page: '2' })}`,
    queryClient,
  });
  // The pages of the list a component reads now: what the list shows.
  const shown = () =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: [api] })
      .filter((query) => query.getObserversCount() > 0)
      .map((query) => (query.queryKey[1] as { page?: number } | undefined)?.page);
  const at = async (page: number) => {
    expect(await screen.findByText(`Page ${page} sur 3`, undefined, { timeout: 10_000 })).toBeVisible();
    const search = () => router.state.location.search as Record<string, unknown>;
    // The first page needs no place in the address, unless the route keeps one.
    await waitFor(() => expect(search().page ?? 1).toBe(page));
    // Asked once: a page seen before comes from the cache.
    await waitFor(() =>
      expect(
        asked()
          .find((sent) => sent.get('page') === String(page))
          ?.get('pageSize'),
      ).toBe('20'),
    );
    await waitFor(() => expect(shown()).toEqual([page]));
    for (const [key, value] of Object.entries(others)) expect(String(search()[key])).toBe(value);
  };

  await at(2);
  await person.click(screen.getByRole('button', { name: 'Page suivante' }));
  await at(3);
  expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  await person.click(screen.getByRole('button', { name: 'Page précédente' }));
  await at(2);
  await person.click(screen.getByRole('button', { name: 'Page précédente' }));
  await at(1);
}
