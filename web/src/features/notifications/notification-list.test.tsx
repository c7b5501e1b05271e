/**
 * The dashboard's notifications against Prism's mock of the contract, which answers from the
 * examples of openapi.yaml: two notifications, the first ("Withdrawal approved", id 2) unseen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getListNotificationsQueryKey } from '../../api/generated/endpoints/notification/notification.ts';
import { createTestQueryClient, renderWithProviders } from '../../test/render-with-providers.tsx';

/** Calls through to Prism; records what was sent. */
function spyOnFetch() {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch');
  const sent = (from = 0) =>
    spy.mock.calls.slice(from).map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
  return { spy, sent, original };
}

/** Tabs through the page from the top until `element` has the focus, as a keyboard user would. */
async function tabTo(user: ReturnType<typeof renderWithProviders>['user'], element: HTMLElement) {
  for (let presses = 0; presses < 10 && document.activeElement !== element; presses += 1) await user.tab();
  expect(element).toHaveFocus();
}

async function findList() {
  return screen.findByRole('list', { name: 'Vos notifications' });
}

describe('notification list', () => {
  it('shows both notifications with title, description, date and state', async () => {
    renderWithProviders(undefined, { path: '/dashboard' });

    const items = within(await findList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [unseen, seen] = items as [HTMLElement, HTMLElement];

    expect(within(unseen).getByText('Withdrawal approved')).toBeVisible();
    expect(within(unseen).getByText('Your withdrawal of 120 USDT has been approved.')).toBeVisible();
    expect(within(unseen).getByText('20 nov. 2026')).toHaveAttribute('datetime', '2026-11-20T10:15:00Z');
    expect(within(unseen).getByText('Non lue')).toBeVisible();
    const button = within(unseen).getByRole('button', { name: /Withdrawal approved/ });
    expect(button).toHaveAccessibleName(expect.stringContaining('Non lue'));
    expect(button).toHaveAccessibleDescription('Activer pour marquer comme lue');

    expect(within(seen).getByText('Welcome')).toBeVisible();
    expect(within(seen).getByText('Welcome to your back-office.')).toBeVisible();
    expect(within(seen).getByText('1 nov. 2026')).toBeVisible();
    expect(within(seen).queryByText('Non lue')).not.toBeInTheDocument();
    expect(within(seen).queryByRole('button')).not.toBeInTheDocument();
    expect(unseen.className).not.toBe(seen.className);
  });

  it('sends the calls the BFF expects', async () => {
    const { spy } = spyOnFetch();
    renderWithProviders(undefined, { path: '/dashboard' });
    await findList();

    const [url, init] = spy.mock.calls.find(([input]) => new URL(String(input)).pathname === '/notification')!;
    expect(new URL(String(url)).pathname).toBe('/notification');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('X-CSRF')).toBe('1');
  });

  it('marks an unseen notification as seen on click, then reloads the list', async () => {
    const { spy, sent } = spyOnFetch();
    const { user } = renderWithProviders(undefined, { path: '/dashboard' });
    const button = within(await findList()).getByRole('button', { name: /Withdrawal approved/ });
    const before = spy.mock.calls.length;

    await user.click(button);

    await waitFor(() => expect(sent(before)).toEqual(['PUT /notification/2', 'GET /notification']));
    const put = spy.mock.results[before]!;
    expect(put.type).toBe('return');
    expect((await (put.value as Promise<Response>)).status).toBe(200);
    expect(await findList()).toBeVisible();
  });

  it.each([['{Enter}'], [' ']])('marks it as seen from the keyboard (%s)', async (key) => {
    const { spy, sent } = spyOnFetch();
    const { user } = renderWithProviders(undefined, { path: '/dashboard' });
    const button = within(await findList()).getByRole('button', { name: /Withdrawal approved/ });
    const before = spy.mock.calls.length;

    await tabTo(user, button);
    await user.keyboard(key);

    await waitFor(() => expect(sent(before)).toEqual(['PUT /notification/2', 'GET /notification']));
  });

  it('toasts the server message when marking as seen fails', async () => {
    const { spy, sent, original } = spyOnFetch();
    // Prism answers with the contract's 404 example when a request asks for it with Prefer.
    spy.mockImplementation((input, init) => {
      if (init?.method !== 'PUT') return original(input, init);
      const headers = new Headers(init.headers);
      headers.set('Prefer', 'code=404');
      return original(input, { ...init, headers });
    });
    const { user } = renderWithProviders(undefined, { path: '/dashboard' });
    await user.click(within(await findList()).getByRole('button', { name: /Withdrawal approved/ }));

    expect(await screen.findByText('Notification not found')).toBeVisible();
    expect(sent()).toEqual(['GET /user/information', 'GET /notification', 'PUT /notification/2']);
  });

  it('says the request failed and offers a retry when the list cannot be loaded', async () => {
    const { spy, original } = spyOnFetch();
    // The network, outside the product, fails once for the list.
    let failures = 1;
    spy.mockImplementation((input, init) => {
      if (new URL(String(input)).pathname === '/notification' && failures-- > 0) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return original(input, init);
    });
    const { user } = renderWithProviders(undefined, { path: '/dashboard' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La requête a échoué.');
    expect(screen.getByRole('heading', { level: 1, name: 'Vos notifications' })).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    expect(within(await findList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there is no notification', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getListNotificationsQueryKey(), []);
    renderWithProviders(undefined, { path: '/dashboard', queryClient });

    expect(await screen.findByText('Aucune notification.')).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('list')).not.toBeInTheDocument();
  });
});
