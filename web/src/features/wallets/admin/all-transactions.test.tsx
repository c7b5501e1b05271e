/**
 * admin/all-transactions and admin/user/transact/{username} against Prism's mock: one swap
 * SWP-000045 of demo-member, 100 USDT to 199 KNT.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, openPage } from './admin-test-kit.ts';
import { expectPageInAddress } from '../../../test/paging.ts';
import { admin } from '../../../test/users.ts';

describe('admin/all-transactions', () => {
  it('lists every member’s transactions with the member’s name and offers the CSV', async () => {
    const { sent } = asAdmin();
    await openPage('/admin/all-transactions', 'Toutes les transactions');

    const row = await screen.findByRole('row', { name: /SWP-000045/ });
    expect(row).toHaveTextContent('demo-member');
    // The member's name leads to their profile, by uid.
    expect(within(row).getByRole('link', { name: 'demo-member' })).toHaveAttribute(
      'href',
      '/account/admin/user/profil/KNT-100002',
    );
    expect(screen.getByRole('textbox', { name: /Membre|Utilisateur/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /CSV/ })).toBeVisible();
    const [list] = sent('GET', '/admin/transactions');
    expect(list!.search.get('user')).toBeNull();
  });

  it('applies a text filter once typing pauses, with no button or Enter, and one Effacer clears every filter', async () => {
    const { sent } = asAdmin();
    const { user, router } = await openPage('/admin/all-transactions?type=swap&sort=amount', 'Toutes les transactions');
    await screen.findByRole('row', { name: /SWP-000045/ });
    await user.type(screen.getByRole('textbox', { name: /Membre|Utilisateur/ }), 'demo');
    // One call for the word, not one per key.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ user: 'demo', type: 'swap' }));
    await waitFor(() => expect(sent('GET', '/admin/transactions').at(-1)?.search.get('user')).toBe('demo'));
    expect(sent('GET', '/admin/transactions').filter((call) => call.search.get('user') !== null)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Filtrer$|Rechercher/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    // The order is not a filter: it stays.
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 1, sort: 'amount' }));
    expect(screen.getByRole('textbox', { name: /Membre|Utilisateur/ })).toHaveValue('');
  });

  it('sorts by a column’s name, the order in the address and sent', async () => {
    const { sent } = asAdmin();
    const { user, router } = await openPage('/admin/all-transactions', 'Toutes les transactions');
    const amount = await screen.findByRole('columnheader', { name: 'Montant' });
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(amount);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'amount' }));
    await waitFor(() => expect(sent('GET', '/admin/transactions').at(-1)?.search.get('sort')).toBe('amount'));
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('admin/user/transact/{username}', () => {
  it('lists one member’s transactions, the member in the path', async () => {
    const { sent } = asAdmin();
    await openPage('/admin/user/transact/demo-member', 'Transactions d’un membre');

    expect(await screen.findByRole('row', { name: /SWP-000045/ })).toBeVisible();
    expect(screen.getByText('Membre : demo-member')).toBeVisible();
    await waitFor(() => expect(sent('GET', '/admin/transactions')[0]!.search.get('user')).toBe('demo-member'));
    // The member is the page's own filter, not one to change.
    expect(within(screen.getByRole('main')).queryByRole('textbox', { name: /Membre|Utilisateur/ })).toBeNull();
  });
});

describe('admin transaction lists, paged', () => {
  it.each([
    ['/admin/all-transactions?type=swap', '/admin/transactions'],
    ['/admin/user/transact/demo-member', '/admin/transactions'],
  ])('%s keeps its page in the address', async (path, api) => {
    await expectPageInAddress({ path, api, user: admin });
  });
});
