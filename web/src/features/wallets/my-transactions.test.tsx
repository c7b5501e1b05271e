/**
 * /wallets/my-transactions against Prism's mock: one swap of 100 USDT to 199 KNT (SWP-000045), and
 * the same swap as CSV.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { member, signedInAs } from '../../test/users.ts';
import { throughPrism } from '../../test/through-prism.ts';
import { expectPageHeading } from '../../test/page-heading.ts';
import { expectPageInAddress } from '../../test/paging.ts';

const HASH = '1b222e9f0c4d8a7b6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6af82bcf';

async function openTransactions(path = '/wallets/my-transactions') {
  const rendered = renderWithProviders(undefined, { path, queryClient: signedInAs(member) });
  await expectPageHeading(/Mes transactions|My transactions/);
  await screen.findByRole('grid', { name: /Transactions/ }, { timeout: 5000 });
  return rendered;
}

const cellsOf = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('gridcell')].map((cell) => cell.textContent);

describe('my transactions', () => {
  it('lists the swap formatted in French', async () => {
    throughPrism();
    await openTransactions();
    const rows = within(screen.getByRole('grid', { name: 'Transactions' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(cellsOf(rows[1]!)).toEqual([
      'SWP-000045',
      '20 nov. 2026, 10:15',
      'Échange',
      'USDT',
      // The unit is in the DOM for a phone's two lines; the table's asset column hides it (CSS).
      '−100,00 USDT',
      '0,50 USDT',
      'Terminée',
      // The chevron that opens the drawer, named for screen readers.
      '',
    ]);
    expect(screen.getByText('1 transaction')).toBeVisible();
  });

  it('and in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    throughPrism();
    await openTransactions();
    const rows = within(screen.getByRole('grid', { name: 'Transactions' })).getAllByRole('row');
    expect(cellsOf(rows[1]!)).toEqual([
      'SWP-000045',
      'Nov 20, 2026, 10:15 AM',
      'Swap',
      'USDT',
      '−100.00 USDT',
      '0.50 USDT',
      'Completed',
      '',
    ]);
  });

  it('opens a transaction in the drawer with every field and its steps', async () => {
    throughPrism((method, path) =>
      method === 'GET' && path === '/transactions'
        ? Response.json({
            items: [
              {
                id: '52',
                reference: 'WDR-000052',
                username: 'demo-member',
                uid: 'KNT-100002',
                type: 'withdrawal',
                direction: 'out',
                asset: 'USDT',
                amount: '25.000000',
                fee: '1.000000',
                counter_asset: null,
                counter_amount: null,
                status: 'completed',
                tx_hash: HASH,
                address: null,
                created_at: '2026-11-20T10:15:00Z',
                updated_at: '2026-11-20T11:02:00Z',
              },
            ],
            total: 1,
            page: 1,
            pageSize: 20,
          })
        : undefined,
    );
    const { user } = await openTransactions();
    const row = screen.getByRole('row', { name: /WDR-000052/ });
    // The hash is the drawer's, not the line's.
    expect(within(row).queryByText('1b222e…f82bcf')).toBeNull();
    expect(within(row).getByText('Terminée')).toHaveAttribute('data-tone', 'done');

    await user.click(within(row).getByRole('button', { name: 'Détails de WDR-000052' }));
    const drawer = await screen.findByRole('dialog', { name: 'Transaction WDR-000052' });
    expect(
      within(drawer)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Référence',
      'Statut',
      'Date',
      'Type',
      'Sens',
      'Montant',
      'Frais',
      'Reçu',
      'Hash',
      'Adresse',
      'Dernier changement',
    ]);
    expect(drawer).toHaveTextContent(HASH);
    // The explorer of USDT, from the assets of the contract's example.
    expect(within(drawer).getByRole('link', { name: /Explorateur : transaction/ })).toHaveAttribute(
      'href',
      `https://tronscan.org/#/transaction/${HASH}`,
    );
    const steps = within(drawer)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual(['20 nov. 2026, 10:15Enregistrée', '20 nov. 2026, 11:02Terminée']);
  });

  it('reads its filters from the address and sends them', async () => {
    const { sent } = throughPrism();
    await openTransactions('/wallets/my-transactions?type=swap&status=completed&from=2026-11-01&to=2026-11-30');
    const [call] = sent('GET', '/transactions');
    expect(Object.fromEntries(call!.search)).toEqual({
      type: 'swap',
      status: 'completed',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '1',
      pageSize: '20',
    });
    const filters = screen.getByRole('group', { name: 'Filtres des transactions' });
    expect(within(filters).getByRole('button', { name: /Type/ })).toHaveTextContent('Échange');
    expect(within(filters).getByRole('button', { name: /Statut/ })).toHaveTextContent('Terminée');
  });

  it('folds its filters behind a button that counts those in use (shown on a phone)', async () => {
    throughPrism();
    const { user } = await openTransactions('/wallets/my-transactions?type=swap&status=completed');
    const filters = screen.getByRole('group', { name: 'Filtres des transactions' });
    const toggle = within(filters).getByRole('button', { name: 'Filtres (2)' });
    const fields = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(fields).toContainElement(within(filters).getByRole('button', { name: /Type/ }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fields).toHaveAttribute('data-folded');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(fields).not.toHaveAttribute('data-folded');
  });

  it('puts a chosen filter in the address, back on page 1', async () => {
    const { sent } = throughPrism();
    const { user, router } = await openTransactions('/wallets/my-transactions?page=2');
    await user.click(screen.getByRole('button', { name: /Statut/ }));
    await user.click(await screen.findByRole('option', { name: 'En attente' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 1, status: 'pending' }));
    await waitFor(() => expect(sent('GET', '/transactions').at(-1)?.search.get('status')).toBe('pending'));
    expect(sent('GET', '/transactions').at(-1)?.search.get('page')).toBe('1');
  });

  it('refuses a last day before the first without asking the server', async () => {
    const { sent } = throughPrism();
    renderWithProviders(undefined, {
      path: '/wallets/my-transactions?from=2026-11-30&to=2026-11-01',
      queryClient: signedInAs(member),
    });
    expect(await screen.findByText('La date de fin ne peut pas précéder la date de début.')).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(sent('GET', '/transactions')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
  });

  it('downloads the same filters as transactions.csv', async () => {
    const { sent } = throughPrism();
    const blobs: Blob[] = [];
    // jsdom has no object URLs; the browser's download is outside the product.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:transactions';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await openTransactions('/wallets/my-transactions?type=swap&page=3');

    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

    expect(await screen.findByText('Le fichier transactions.csv est téléchargé.')).toBeVisible();
    const [call] = sent('GET', '/transactions/export');
    expect(Object.fromEntries(call!.search)).toEqual({ type: 'swap' });
    expect(call!.headers.get('Accept')).toContain('text/csv');
    expect(clicked.map((anchor) => anchor.download)).toEqual(['transactions.csv']);
    expect(await blobs[0]!.text()).toMatch(/^id,reference,username,type.*\n45,SWP-000045,demo-member,swap,out,USDT/s);
  });
});

describe('my transactions, paged', () => {
  it('keep their page and their filters in the address', async () => {
    await expectPageInAddress({ path: '/wallets/my-transactions?type=deposit', api: '/transactions' });
  });
});
