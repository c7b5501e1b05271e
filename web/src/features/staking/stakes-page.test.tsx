/**
 * The stakes lists against Prism's mock: demo-member's one stake, 100 USDT for 90 days at 4 % a year,
 * subscribed on 20 Nov 2026, 3 days paid; the assets list gives USDT 6 decimals and KNT 8.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAs } from '../../test/open-as.ts';
import { expectPageInAddress } from '../../test/paging.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { fieldsOf, plain } from '../../test/text.ts';
import { throughPrism } from '../../test/through-prism.ts';
import { admin, member, signedInAs } from '../../test/users.ts';

describe('the stakes lists', () => {
  it('show each stake as a row of the one list, its card inside', async () => {
    throughPrism();
    renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    const table = await screen.findByRole('grid', { name: 'Mes stakings' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('article')).toBeVisible();
    expect(screen.getByText('1 staking')).toBeInTheDocument();
  });

  it.each([
    ['the member’s', '/staking', '/staking/stakes', member],
    ['a member’s, for administrators', '/admin/user/stake/KNT-100002', '/admin/users/KNT-100002/stakes', admin],
  ])('%s keep their page in the address', async (_whose, path, api, user) => {
    await expectPageInAddress({ path, api, user });
  });
});

describe('a stake’s drawer', () => {
  it('opens from the stake’s title with its product, rate, lock end, rewards and transaction', async () => {
    const { user } = await openAs('/staking', member);
    const opener = await screen.findByRole('button', { name: /^Détails de 100,00 USDT · 90 jours$/ });
    expect(plain(opener.textContent)).toBe('100,00 USDT · 90 jours');
    await user.click(opener);

    const drawer = await screen.findByRole('dialog', { name: /^Staking de 100,00 USDT sur 90 jours$/ });
    expect(fieldsOf(drawer)).toEqual({
      Montant: '100,00 USDT',
      Statut: 'Actif',
      Produit: 'USDT · 90 jours',
      'Taux cible annuel': '4 %',
      'Récompenses versées': '0,03 USDT',
      'Récompenses acquises': '0,03 USDT',
      'Récompense projetée': '0,98 USDT',
      'Jours versés': '3 sur 90',
      'Souscrit le': '20 nov. 2026, 10:15',
      Début: '21 nov. 2026',
      Échéance: '19 févr. 2027',
      Transaction: 'Voir dans les transactions',
    });
    // Running is in force: the same green as on the services page.
    expect(within(drawer).getByText('Actif')).toHaveAttribute('data-tone', 'done');
    // The stake has no reference: its lock is found in the member's list by its type, asset and day.
    expect(within(drawer).getByRole('link', { name: 'Voir dans les transactions' })).toHaveAttribute(
      'href',
      '/account/wallets/my-transactions?type=staking&asset=USDT&from=2026-11-20&to=2026-11-20',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    const { user } = await openAs('/staking', member);
    await user.click(await screen.findByRole('button', { name: 'Details of 100.00 USDT · 90 days' }));
    const drawer = await screen.findByRole('dialog', { name: 'Stake of 100.00 USDT over 90 days' });
    expect(fieldsOf(drawer)).toMatchObject({
      Amount: '100.00 USDT',
      Product: 'USDT · 90 days',
      'Rewards paid': '0.03 USDT',
      'Days paid': '3 of 90',
      'Subscribed on': 'Nov 20, 2026, 10:15 AM',
      Maturity: 'Feb 19, 2027',
    });
  });

  it('writes a stake’s amounts with its asset’s decimals, whatever decimals the API’s strings carry', async () => {
    const { user } = await openAs('/staking', member, (method, path) => {
      if (method !== 'GET' || path !== '/staking/stakes') return undefined;
      return Response.json({
        items: [
          {
            id: '9',
            username: 'demo-member',
            product_id: '3',
            asset: 'KNT',
            principal: '250.5',
            target_rate: '12.00',
            duration_days: 365,
            status: 'matured',
            created_at: '2025-11-20T10:15:00Z',
            start_day: '2025-11-21',
            maturity_day: '2026-11-21',
            ended_at: '2026-11-21T00:05:00Z',
            days_paid: 365,
            paid_rewards: '30.06',
            accrued_rewards: '30.06',
            projected_reward: '30.06',
            progress: 100,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      });
    });
    const card = await screen.findByRole('article', { name: /250,5000 KNT · 365 jours/ });
    expect(plain(card.textContent)).toContain('Récompenses versées30,0600 KNT');

    await user.click(within(card).getByRole('button', { name: /^Détails de / }));
    const drawer = await screen.findByRole('dialog');
    expect(fieldsOf(drawer)).toMatchObject({
      Montant: '250,5000 KNT',
      Statut: 'Échu',
      'Récompenses versées': '30,0600 KNT',
      'Clôturé le': '21 nov. 2026, 00:05',
    });
    expect(within(drawer).getByText('Échu')).toHaveAttribute('data-tone', 'done');
  });

  it('shows an administrator whose stake it is and opens that member’s transactions', async () => {
    const { user } = await openAs('/admin/user/stake/KNT-100002', admin);
    await user.click(await screen.findByRole('button', { name: /^Détails de 100,00 USDT · 90 jours$/ }));
    const drawer = await screen.findByRole('dialog');
    expect(fieldsOf(drawer)).toMatchObject({ Membre: 'demo-member', Montant: '100,00 USDT' });
    expect(within(drawer).getByRole('link', { name: 'Voir dans les transactions' })).toHaveAttribute(
      'href',
      '/account/admin/user/transact/demo-member?page=1&type=staking&asset=USDT&from=2026-11-20&to=2026-11-20',
    );
  });
});
