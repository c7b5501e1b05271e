/**
 * The wallet overview pages against Prism's mock of the contract: the demo member's two wallets,
 * 1250 USDT (51 held, swap, deposit and withdraw allowed) and 2000 KNT (swap only), 2250.00 USD in all.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { member, signedInAs } from '../../test/users.ts';
import { errorAnswer, throughPrism } from '../../test/through-prism.ts';
import { expectPageHeading } from '../../test/page-heading.ts';
import { plain } from '../../test/text.ts';

// French groups digits with a narrow no-break space and puts a no-break space before the currency.
async function open(path: string, title: string) {
  const rendered = renderWithProviders(undefined, { path, queryClient: signedInAs(member) });
  await expectPageHeading(title);
  return rendered;
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)));
}

describe('my wallets', () => {
  it('keeps the greeting and lists each wallet in French, with the actions its asset allows', async () => {
    throughPrism();
    await open('/wallets/my-wallets', 'Mes portefeuilles');
    // The heading is the page frame's, which can show before the page itself has loaded.
    expect(await screen.findByText('Bonjour demo-member (KNT-100002).')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Mes portefeuilles' });
    expect(rowsOf(table)).toEqual([
      // Each asset with its shown decimals: USDT's 2, KNT's 4.
      ['USDT Tether USD', '1 250,00', '51,00', '0,00', '1 199,00', '1 250,00 $US', 'ÉchangerDéposerRetirer'],
      ['KNT Kinetic Token', '2 000,0000', '0,0000', '0,0000', '2 000,0000', '1 000,00 $US', 'Échanger'],
    ]);
    expect(plain(screen.getByText(/2 250,00/).textContent)).toBe('2 250,00 $US');
    expect(screen.getByRole('link', { name: 'Échanger USDT' })).toHaveAttribute(
      'href',
      '/account/wallets/my-wallets/swap/USDT',
    );
    expect(screen.getByRole('link', { name: 'Déposer USDT' })).toHaveAttribute(
      'href',
      '/account/wallets/my-wallets/deposit/USDT',
    );
    expect(screen.getByRole('link', { name: 'Retirer USDT' })).toHaveAttribute(
      'href',
      '/account/wallets/my-wallets/withdraw/USDT',
    );
    expect(screen.queryByRole('link', { name: 'Déposer KNT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retirer KNT' })).not.toBeInTheDocument();
  });

  it('in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    throughPrism();
    await open('/wallets/my-wallets', 'My wallets');
    const table = await screen.findByRole('table', { name: 'My wallets' });
    expect(rowsOf(table)).toEqual([
      ['USDT Tether USD', '1,250.00', '51.00', '0.00', '1,199.00', '$1,250.00', 'SwapDepositWithdraw'],
      ['KNT Kinetic Token', '2,000.0000', '0.0000', '0.0000', '2,000.0000', '$1,000.00', 'Swap'],
    ]);
    expect(screen.getByText('$2,250.00')).toBeVisible();
  });

  it('says when the wallets could not be loaded, and loads them again', async () => {
    let fail = true;
    throughPrism((method, path) =>
      path === '/wallets' && fail ? errorAnswer(503, { message: 'Le service est indisponible' }) : undefined,
    );
    const { user } = await open('/wallets/my-wallets', 'Mes portefeuilles');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le service est indisponible');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Mes portefeuilles' })).toBeVisible();
  });
});

describe('held amounts', () => {
  const request = (reference: string, status: string, total: string) => ({
    id: reference.slice(-2),
    reference,
    username: 'demo-member',
    uid: 'KNT-100002',
    asset: 'USDT',
    network: 'tron',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    amount: '25.000000',
    fee: '1.000000',
    total,
    usd_value: '25.00',
    status,
    needs_second_approval: status === 'awaiting_second_approval',
    tx_hash: null,
    rejection_reason: null,
    created_at: '2026-11-20T10:15:00Z',
    updated_at: '2026-11-20T10:15:00Z',
    timeline: [{ type: 'requested', at: '2026-11-20T10:15:00Z', by: 'demo-member', tx_hash: null, reason: null }],
  });

  it('says which pending withdrawals hold the money, per asset', async () => {
    const { sent } = throughPrism((method, path, _init, input) => {
      if (method !== 'GET' || path !== '/wallets/withdrawals') return undefined;
      const status = new URL(input).searchParams.get('status');
      const items =
        status === 'pending'
          ? [request('WDR-000012', 'pending', '26.000000')]
          : [request('WDR-000013', 'awaiting_second_approval', '25.000000')];
      return Response.json({ items, total: 1, page: 1, pageSize: 100 });
    });
    await open('/wallets/my-wallets', 'Mes portefeuilles');
    const note = await screen.findByRole('region', { name: 'Montants réservés' });
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual(['51,00 USDT réservés — WDR-000012 en attente et WDR-000013 en attente d’une seconde validation']);
    expect(
      sent('GET', '/wallets/withdrawals')
        .map((call) => call.search.get('status'))
        .sort(),
    ).toEqual(['awaiting_second_approval', 'pending']);
  });

  it('in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    throughPrism();
    await open('/wallets/my-wallets', 'My wallets');
    // Prism answers its one pending example to both lists; only the pending list keeps it.
    const note = await screen.findByRole('region', { name: 'Held amounts' });
    expect(within(note).getByRole('listitem')).toHaveTextContent('51.00 USDT held — WDR-000007 pending');
  });

  it('shows no note when nothing is held, and asks for no request', async () => {
    type Wallets = { items: { held: string; available: string; balance: string }[] };
    let nothingHeld = false;
    const { sent, edited } = throughPrism((method, path, init, input) =>
      nothingHeld && method === 'GET' && path === '/wallets'
        ? edited<Wallets>(input, init, (body) => ({
            ...body,
            items: body.items.map((wallet) => ({ ...wallet, held: '0', available: wallet.balance })),
          }))
        : undefined,
    );
    // First a page that draws the note, so its code is here: from then on a note is drawn with the table, its
    // requests sent in the same render (lazyPart), and once the table is on screen its absence is final.
    const first = await open('/wallets/my-wallets', 'Mes portefeuilles');
    expect(await screen.findByRole('region', { name: 'Montants réservés' })).toBeVisible();
    first.unmount();
    const askedBefore = sent('GET', '/wallets/withdrawals').length;
    expect(askedBefore).toBeGreaterThan(0);

    nothingHeld = true;
    await open('/wallets/my-wallets', 'Mes portefeuilles');
    const table = await screen.findByRole('table', { name: 'Mes portefeuilles' });
    expect(rowsOf(table).map((row) => row[2])).toEqual(['0,00', '0,0000']);
    expect(screen.queryByRole('region', { name: 'Montants réservés' })).not.toBeInTheDocument();
    expect(sent('GET', '/wallets/withdrawals')).toHaveLength(askedBefore);
  });
});

describe('portfolio (wallets-v2)', () => {
  it('shows the allocation as a table beside the chart', async () => {
    throughPrism();
    await open('/wallets-v2', 'Portefeuilles V2');
    const table = await screen.findByRole('table', { name: 'Répartition par actif (USD)' });
    expect(rowsOf(table)).toEqual([
      ['USDT', '1 250,00 $US', '55,55 %'],
      ['KNT', '1 000,00 $US', '44,44 %'],
    ]);
    // The drawing repeats the table: hidden from screen readers, one slice per asset.
    const ring = table.closest('figure')?.querySelector('svg');
    expect(ring).toHaveAttribute('aria-hidden', 'true');
    expect(ring?.querySelectorAll('circle')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'USDT Tether USD' })).toBeVisible();
  });

  it('in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    throughPrism();
    await open('/wallets-v2', 'Wallets V2');
    const table = await screen.findByRole('table', { name: 'Allocation by asset (USD)' });
    expect(rowsOf(table)).toEqual([
      ['USDT', '$1,250.00', '55.55%'],
      ['KNT', '$1,000.00', '44.44%'],
    ]);
  });
});

describe('dashboard', () => {
  it('lists every holding its total counts, in the order of My wallets, and none that is empty', async () => {
    type Wallets = { items: { asset: string; balance: string; usd_value: string }[] };
    const { edited } = throughPrism((method, path, init, input) =>
      method === 'GET' && path.endsWith('/wallets')
        ? edited<Wallets>(input, init, (body) => {
            const [usdt, knt] = body.items;
            const more = (asset: string, balance: string, usd: string) => ({
              ...usdt!,
              id: asset,
              asset,
              balance,
              available: balance,
              held: '0',
              usd_value: usd,
            });
            // Five holdings, the smallest first, and one empty wallet.
            const items = [
              more('BTC', '0.001', '90.00'),
              knt!,
              more('EUR', '0', '0.00'),
              usdt!,
              more('ETH', '1', '3000.00'),
              more('TRX', '10', '1.50'),
            ];
            return { ...body, items, total_usd: '6341.50' };
          })
        : undefined,
    );
    await open('/dashboard', 'Tableau de bord');
    const section = await screen.findByRole('region', { name: 'Mes portefeuilles' });
    await within(section).findByText(/6.341,50/);
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['BTC', 'KNT', 'USDT', 'ETH', 'TRX']);
  });

  it('sums up the wallets and links to them', async () => {
    throughPrism();
    await open('/dashboard', 'Tableau de bord');
    const section = await screen.findByRole('region', { name: 'Mes portefeuilles' });
    await within(section).findByText(/2.250,00/);
    expect(plain(section.textContent)).toContain('2 250,00 $US');
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['USDT', 'KNT']);
    expect(within(section).getByRole('link', { name: 'Voir mes portefeuilles' })).toHaveAttribute(
      'href',
      '/account/wallets/my-wallets',
    );
  });
});

describe('deposit', () => {
  it('shows the address to copy and scan, the network and the warning', async () => {
    throughPrism();
    const { user } = await open('/wallets/my-wallets/deposit/usdt', 'Déposer');
    // Read-only and whole, in groups of four that a selection copies without spaces.
    const address = await screen.findByRole('textbox', { name: 'Adresse de dépôt' });
    expect(address).toHaveTextContent(/^TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t$/);
    expect(address).toHaveAttribute('aria-readonly', 'true');
    expect([...address.children].map((group) => group.textContent)).toEqual([
      'TR7N',
      'Hqje',
      'KQxG',
      'TCi8',
      'q8ZY',
      '4pL8',
      'otSz',
      'gjLj',
      '6t',
    ]);
    expect(screen.getByRole('img', { name: 'QR code de l’adresse de dépôt USDT' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Envoyez uniquement du USDT sur le réseau Tron (TRC-20). Tout autre actif, ou un envoi depuis un autre réseau, serait perdu.',
    );
    expect(screen.getByText('Le dépôt est crédité après 12 confirmations sur le réseau.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copier l’adresse' }));
    expect(await navigator.clipboard.readText()).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(screen.getByRole('status')).toHaveTextContent('Copié');
    expect(screen.getByRole('button', { name: 'Copié' })).toBeVisible();
  });

  it('says what the platform answers for an asset that takes no deposits', async () => {
    throughPrism((method, path) =>
      path === '/wallets/deposit-address/KNT'
        ? errorAnswer(422, { message: 'KNT takes no deposits', code: 'DEPOSIT_DISABLED' })
        : undefined,
    );
    await open('/wallets/my-wallets/deposit/KNT', 'Déposer');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cet actif n’accepte pas les dépôts.');
    expect(screen.queryByRole('img', { name: /QR/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes portefeuilles' })).toBeVisible();
  });

  it('in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    throughPrism();
    await open('/wallets/my-wallets/deposit/USDT', 'Deposit');
    expect(await screen.findByRole('img', { name: 'QR code of the USDT deposit address' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Send only USDT on the Tron (TRC-20) network.');
  });
});

describe('swap history', () => {
  it('lists the swaps, asking only for swaps', async () => {
    const { sent } = throughPrism();
    await open('/wallets/my-wallets/swap-transaction', 'Historique des échanges');
    const table = await screen.findByRole('grid', { name: 'Historique des échanges' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('SWP-000045');
    expect(Object.fromEntries(sent('GET', '/transactions')[0]!.search)).toEqual({
      type: 'swap',
      page: '1',
      pageSize: '20',
    });
  });
});
