/**
 * The bell against Prism's mock of the contract, which answers from the examples of openapi.yaml:
 * two notifications, the first ("Withdrawal approved", id 2) unseen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getListNotificationsQueryKey } from '../../api/generated/endpoints/notification/notification.ts';
import type { Notification } from '../../api/generated/model/notification.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { member, signedInAs } from '../../test/users.ts';
import { expectPageHeading } from '../../test/page-heading.ts';

/**
 * The button, once the code of what it opens has arrived and replaced its look-alike placeholder (the
 * real one says whether it is expanded): a click in between may land on the element being replaced.
 */
const loadedTrigger = (find: () => HTMLElement) =>
  waitFor(() => {
    const button = find();
    expect(button).toHaveAttribute('aria-expanded');
    return button;
  });

/** Calls through to Prism; records what was sent. */
function spyOnFetch() {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch');
  const sent = (from = 0) =>
    spy.mock.calls.slice(from).map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
  return { spy, sent, original };
}

const seen: Notification = {
  id: '1',
  title: 'Welcome',
  description: 'Welcome to your back-office.',
  is_seen: true,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
};

const bellButton = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' });

async function bell() {
  await expectPageHeading();
  return bellButton();
}

async function openPanel(user: ReturnType<typeof renderWithProviders>['user']) {
  await bell();
  await user.click(await loadedTrigger(bellButton));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  return within(dialog).findByRole('list', { name: 'Notifications' });
}

describe('notification bell', () => {
  it('shows a red dot while a notification is unseen', async () => {
    renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    await bell();
    // Queried again each time: the bell that opens the list replaces its placeholder once loaded.
    await waitFor(() => expect(bellButton()).toHaveAccessibleDescription('Vous avez des notifications non lues.'));
    expect(bellButton().querySelector('[data-unseen-dot]')).not.toBeNull();
  });

  it('shows no dot when every notification is seen', async () => {
    const queryClient = signedInAs(member);
    queryClient.setQueryData(getListNotificationsQueryKey(), [seen]);
    renderWithProviders(undefined, { path: '/staking', queryClient });
    const button = await bell();
    expect(button).not.toHaveAccessibleDescription();
    expect(button.querySelector('[data-unseen-dot]')).toBeNull();
  });

  it('lists title, description and date, the unseen one marked apart', async () => {
    const { user } = renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    const items = within(await openPanel(user)).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [unseenItem, seenItem] = items as [HTMLElement, HTMLElement];

    expect(within(unseenItem).getByText('Withdrawal approved')).toBeVisible();
    expect(within(unseenItem).getByText('Your withdrawal of 120 USDT has been approved.')).toBeVisible();
    expect(within(unseenItem).getByText('20 nov. 2026')).toHaveAttribute('datetime', '2026-11-20T10:15:00Z');
    const button = within(unseenItem).getByRole('button', { name: /Withdrawal approved/ });
    expect(button).toHaveAccessibleName(expect.stringContaining('Non lue'));
    expect(button).toHaveAccessibleDescription('Activer pour marquer comme lue');

    expect(within(seenItem).getByText('Welcome')).toBeVisible();
    expect(within(seenItem).queryByText('Non lue')).not.toBeInTheDocument();
    expect(within(seenItem).queryByRole('button')).not.toBeInTheDocument();
    expect(unseenItem.className).not.toBe(seenItem.className);
  });

  it('marks an unseen notification as seen on click, then reloads the list', async () => {
    const { spy, sent } = spyOnFetch();
    const { user } = renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    const list = await openPanel(user);
    const before = spy.mock.calls.length;

    await user.click(within(list).getByRole('button', { name: /Withdrawal approved/ }));

    await waitFor(() => expect(sent(before)).toEqual(['PUT /notification/2', 'GET /notification']));
    expect((await (spy.mock.results[before]!.value as Promise<Response>)).status).toBe(200);
  });

  it('toasts the server message when marking as seen fails', async () => {
    const { spy, original } = spyOnFetch();
    // Prism answers with the contract's 404 example when a request asks for it with Prefer.
    spy.mockImplementation((input, init) => {
      if (init?.method !== 'PUT') return original(input, init);
      const headers = new Headers(init.headers);
      headers.set('Prefer', 'code=404');
      return original(input, { ...init, headers });
    });
    const { user } = renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    await user.click(within(await openPanel(user)).getByRole('button', { name: /Withdrawal approved/ }));
    expect(await screen.findByText('Notification not found')).toBeVisible();
  });

  it('says the request failed and retries when the list cannot be loaded', async () => {
    const { spy, original } = spyOnFetch();
    // Every load of the list fails until the retry.
    let failing = true;
    spy.mockImplementation((input, init) => {
      if (new URL(String(input)).pathname === '/notification' && failing) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return original(input, init);
    });
    const { user } = renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    await user.click(await bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('La requête a échoué.');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(within(await within(dialog).findByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when there is no notification', async () => {
    const queryClient = signedInAs(member);
    queryClient.setQueryData(getListNotificationsQueryKey(), []);
    const { user } = renderWithProviders(undefined, { path: '/staking', queryClient });
    await user.click(await bell());
    expect(await screen.findByText('Aucune notification.')).toBeVisible();
  });
});
