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
    const member = screen.getByRole('textbox', { name: /Membre|Utilisateur/ });
    expect(member).toBeVisible();
    expect(member).toHaveAccessibleDescription('Appuyez sur Entrée pour appliquer.');
    expect(screen.getByRole('button', { name: /CSV/ })).toBeVisible();
    const [list] = sent('GET', '/admin/transactions');
    expect(list!.search.get('user')).toBeNull();
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
