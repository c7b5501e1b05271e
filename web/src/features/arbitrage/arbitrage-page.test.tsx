/**
 * The member's arbitrage page against Prism's mock: one active subscription ARB-000031 to Arbitrage 30
 * (100 USDT, 0.20 % a day), ten days into its term; the assets list gives USDT 6 decimals.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAs } from '../../test/open-as.ts';
import { fieldsOf, plain } from '../../test/text.ts';
import { member } from '../../test/users.ts';

describe('a subscription’s drawer', () => {
  it('opens from its row with its pack, terms, returns and the payment’s transaction', async () => {
    const { user } = await openAs('/pack-arbitrage', member);
    const table = await screen.findByRole('grid', { name: 'Mes souscriptions actives' });
    const row = within(table).getByRole('row', { name: /ARB-000031/ });
    // The API writes '100.00': the row shows USDT's 6 decimals all the same.
    expect(plain(within(row).getAllByRole('gridcell')[1]!.textContent)).toBe('100,00 USDT');

    await user.click(within(row).getByRole('button', { name: 'Détails de ARB-000031' }));
    const drawer = await screen.findByRole('dialog', { name: 'Souscription ARB-000031' });
    expect(fieldsOf(drawer)).toEqual({
      Référence: 'ARB-000031',
      Montant: '100,00 USDT',
      Statut: 'Active',
      Pack: 'Arbitrage 30',
      Durée: '30 jours',
      'Rendement quotidien': '0,2 % du prix, soit 0,20 USDT par jour',
      'Rendements versés': '2,00 USDT',
      'Jours versés': '10 sur 30',
      Début: '10 nov. 2026, 09:30',
      Fin: '11 déc. 2026, 00:00',
      Transaction: 'Voir ARB-000031 dans les transactions',
    });
    expect(within(drawer).getByText('Active')).toHaveAttribute('data-tone', 'done');
    expect(within(drawer).getByRole('link', { name: 'Voir ARB-000031 dans les transactions' })).toHaveAttribute(
      'href',
      '/account/wallets/my-transactions?type=arbitrage_subscription&asset=USDT&from=2026-11-10&to=2026-11-10',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    const { user } = await openAs('/pack-arbitrage', member);
    await user.click(await screen.findByRole('button', { name: 'Details of ARB-000031' }));
    const drawer = await screen.findByRole('dialog', { name: 'Subscription ARB-000031' });
    expect(fieldsOf(drawer)).toMatchObject({
      Amount: '100.00 USDT',
      'Returns paid': '2.00 USDT',
      'Days paid': '10 of 30',
      Transaction: 'See ARB-000031 in the transactions',
    });
  });
});
