/**
 * admin/accounting against Prism's mock: USDT over November 2026, balanced (postings sum 0.000000),
 * checked on 20 Nov 2026 at 10:15 UTC.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, cellTexts, openPage } from './admin-test-kit.ts';
import { plain } from '../../../test/text.ts';

const BTC = {
  code: 'BTC',
  name: 'Bitcoin',
  network: 'bitcoin',
  decimals: 8,
  usd_price: '60000.00',
  price_source: 'admin',
  deposit_enabled: true,
  withdraw_enabled: true,
  swap_enabled: true,
  icon: null,
  explorer_tx_url: null,
  explorer_address_url: null,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
};

describe('admin/accounting', () => {
  it('says the ledger is balanced, when it was checked, and the books per asset', async () => {
    const { sent } = asAdmin();
    await openPage('/admin/accounting', 'Comptabilité');
    // The admin menu names the page as its title does.
    const menu = screen.getByRole('navigation', { name: 'Menu d’administration' });
    expect(within(menu).getByRole('link', { current: 'page' })).toHaveTextContent(/^Comptabilité$/);

    // The loading text is a status too: the ledger's is there once the books are.
    const table = await screen.findByRole('grid', { name: 'Comptes par actif' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Registre équilibré');
    expect(status).toHaveTextContent('Vérifié le 20 nov. 2026, 10:15');
    expect(screen.getByText('Du 1 nov. 2026 au 30 nov. 2026 (jours UTC inclus)')).toBeVisible();
    const row = within(table).getByRole('row', { name: /USDT/ });
    // USDT's 6 decimals, from the assets list.
    expect(cellTexts(row)).toEqual([
      'USDT',
      '10 450,000000',
      '26,000000',
      '14,500000',
      '12 000,000000',
      '1 500,000000',
      '0,000000',
      '0',
      'Équilibré',
    ]);
    // Without a period in the address the platform chooses its default (the last 30 days).
    expect(Object.fromEntries(sent('GET', '/admin/accounting')[0]!.search)).toEqual({});
  });

  it('says NOT balanced in words and names the asset that does not balance', async () => {
    asAdmin(({ method, path }) =>
      method === 'GET' && path === '/assets'
        ? Response.json({ items: [BTC] })
        : method === 'GET' && path === '/admin/accounting'
          ? Response.json({
              from: '2026-11-01',
              to: '2026-11-30',
              checked_at: '2026-11-20T10:15:00Z',
              balanced: false,
              assets: [
                {
                  asset: 'BTC',
                  member_balances: '1.00000000',
                  held: '0.00000000',
                  fees_earned: '0.00000000',
                  deposits: '1.00000000',
                  withdrawals: '0.00000000',
                  postings_sum: '-0.00000001',
                  negative_balances: 1,
                  balanced: false,
                },
              ],
            })
          : undefined,
    );
    await openPage('/admin/accounting', 'Comptabilité');

    await screen.findByRole('grid', { name: 'Comptes par actif' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Registre NON équilibré');
    expect(status).not.toHaveTextContent('Registre équilibré');
    const row = screen.getByRole('row', { name: /BTC/ });
    // Every one of BTC's 8 decimals: a difference of one satoshi shows.
    expect(cellTexts(row)).toEqual([
      'BTC',
      '1,00000000',
      '0,00000000',
      '0,00000000',
      '1,00000000',
      '0,00000000',
      '-0,00000001',
      '1',
      'Non équilibré',
    ]);
  });

  it('shows another period from the address and sends it', async () => {
    const { sent } = asAdmin();
    const { router } = await openPage('/admin/accounting?from=2026-10-01&to=2026-10-31', 'Comptabilité');
    await screen.findByRole('grid', { name: 'Comptes par actif' });
    expect(router.state.location.search).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    await waitFor(() =>
      expect(Object.fromEntries(sent('GET', '/admin/accounting')[0]!.search)).toEqual({
        from: '2026-10-01',
        to: '2026-10-31',
      }),
    );
    expect(plain(screen.getByRole('form', { name: 'Période' }).textContent)).toContain('Afficher la période');
  });

  it('in English too', async () => {
    window.localStorage.setItem('app-language', 'en');
    asAdmin();
    await openPage('/admin/accounting', 'Accounting');
    await screen.findByRole('grid', { name: 'Books per asset' });
    expect(screen.getByRole('status')).toHaveTextContent('Ledger balanced');
    expect(screen.getByRole('row', { name: /USDT/ })).toHaveTextContent('10,450');
  });
});
