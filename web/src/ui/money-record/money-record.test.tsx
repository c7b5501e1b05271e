import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio, darkPalette, lightPalette } from '../../styles/palettes.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { plain } from '../../test/text.ts';
import { Amount } from './amount.tsx';
import { ChainValue } from './chain-value.tsx';
import { explorerUrl } from './explorer.ts';
import { MoneyRecordDrawer } from './money-record-drawer.tsx';
import * as styles from './money-record.css.ts';
import { RecordDrawer, RecordFields, RecordTimeline } from './record-drawer.tsx';
import { shortenMiddle } from './shorten.ts';
import { StatusPill } from './status-pill.tsx';
import { TONE_COLOURS, toneOf } from './status-tone.ts';

const HASH = '1b222e9f0c4d8a7b6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6af82bcf';
const TRON = {
  explorer_tx_url: 'https://tronscan.org/#/transaction/{hash}',
  explorer_address_url: 'https://tronscan.org/#/address/{address}',
};
const ETHEREUM = {
  explorer_tx_url: 'https://etherscan.io/tx/{hash}',
  explorer_address_url: 'https://etherscan.io/address/{address}',
};

describe('shortenMiddle', () => {
  it('keeps the start and the end of a long value', () => {
    expect(shortenMiddle(HASH)).toBe('1b222e…f82bcf');
    expect(shortenMiddle('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHq…gjLj6t');
  });

  it('leaves a value short enough to read whole', () => {
    expect(shortenMiddle('abcdef1234567')).toBe('abcdef1234567');
    expect(shortenMiddle('')).toBe('');
  });
});

describe('explorerUrl', () => {
  it('fills the network’s template of a transaction or an address', () => {
    expect(explorerUrl(TRON, 'hash', HASH)).toBe(`https://tronscan.org/#/transaction/${HASH}`);
    expect(explorerUrl(ETHEREUM, 'hash', HASH)).toBe(`https://etherscan.io/tx/${HASH}`);
    expect(explorerUrl(ETHEREUM, 'address', '0xAbC')).toBe('https://etherscan.io/address/0xAbC');
  });

  it('gives no link without a template, with one lacking its place, or not https', () => {
    expect(explorerUrl(undefined, 'hash', HASH)).toBeNull();
    expect(explorerUrl({ explorer_tx_url: null, explorer_address_url: null }, 'hash', HASH)).toBeNull();
    expect(explorerUrl({ ...TRON, explorer_tx_url: 'https://tronscan.org/' }, 'hash', HASH)).toBeNull();
    expect(explorerUrl({ ...TRON, explorer_tx_url: 'javascript:{hash}' }, 'hash', HASH)).toBeNull();
  });

  it('escapes the value it puts in the address', () => {
    expect(explorerUrl(TRON, 'address', 'a/b?c')).toBe('https://tronscan.org/#/address/a%2Fb%3Fc');
  });
});

describe('StatusPill', () => {
  it.each([
    ['pending', 'En attente', 'waiting'],
    ['pending_approval', 'En attente d’un second administrateur', 'waiting'],
    ['awaiting_second_approval', 'En attente de seconde approbation', 'waiting'],
    ['completed', 'Terminée', 'done'],
    ['credited', 'Crédité', 'done'],
    ['sent', 'Envoyé', 'done'],
    ['rejected', 'Rejeté', 'refused'],
    ['unknown', 'Autre', 'neutral'],
  ])('draws %s with its text, in the %s tone', async (status, text, tone) => {
    renderWithProviders(<StatusPill status={status}>{text}</StatusPill>);
    const pill = await screen.findByText(text);
    expect(pill).toHaveAttribute('data-tone', tone);
    expect(toneOf(status)).toBe(tone);
  });

  it.each([
    ['light', lightPalette],
    ['dark', darkPalette],
  ] as const)('reads at 4.5:1 and is outlined at 3:1 in the %s theme', (_name, palette) => {
    for (const { text, fill, border } of Object.values(TONE_COLOURS)) {
      expect(contrastRatio(palette[text], palette[fill])).toBeGreaterThanOrEqual(4.5);
      // Drawn on the page and in the drawer, which sit on the background or the surface.
      expect(contrastRatio(palette[border], palette.background)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('ChainValue', () => {
  it('shows the value shortened, copies it whole and says so, to the eye and to screen readers', async () => {
    const { user } = renderWithProviders(<ChainValue kind="hash" value={HASH} explorer={TRON} />);
    expect(await screen.findByText('1b222e…f82bcf')).toHaveAttribute('title', HASH);
    const copy = screen.getByRole('button', { name: 'Copier le hash 1b222e…f82bcf' });
    expect(copy).toHaveTextContent('Copier');

    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(HASH);
    expect(copy).toHaveTextContent('Copié');
    expect(screen.getByRole('status')).toHaveTextContent('Copié');
  });

  it('says when the clipboard refuses', async () => {
    const { user } = renderWithProviders(<ChainValue kind="address" value="TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" />);
    const copy = await screen.findByRole('button', { name: 'Copier l’adresse TR7NHq…gjLj6t' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(copy);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('La copie a échoué : sélectionnez le texte et copiez-le.'),
    );
  });

  it('links to the explorer of the value’s network, in a new tab, and not without one', async () => {
    const { unmount } = renderWithProviders(
      <>
        <ChainValue kind="hash" value={HASH} explorer={TRON} />
        <ChainValue kind="address" value="0x52908400098527886E0F7030069857D2E4169EE7" explorer={ETHEREUM} />
      </>,
    );
    const tron = await screen.findByRole('link', { name: 'Explorateur : transaction 1b222e…f82bcf (nouvel onglet)' });
    expect(tron).toHaveAttribute('href', `https://tronscan.org/#/transaction/${HASH}`);
    expect(tron).toHaveAttribute('target', '_blank');
    expect(tron).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Explorateur : adresse 0x5290…169EE7/ })).toHaveAttribute(
      'href',
      'https://etherscan.io/address/0x52908400098527886E0F7030069857D2E4169EE7',
    );
    unmount();

    renderWithProviders(
      <ChainValue kind="hash" value={HASH} explorer={{ explorer_tx_url: null, explorer_address_url: null }} />,
    );
    await screen.findByText('1b222e…f82bcf');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the whole value in a drawer', async () => {
    renderWithProviders(<ChainValue kind="hash" value={HASH} full />);
    expect(await screen.findByText(HASH)).toBeVisible();
  });
});

describe('RecordDrawer', () => {
  it('opens as a dialog named by its title, with every field and the timeline, and closes', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <RecordDrawer title="Transaction SWP-000045" onClose={onClose}>
        <RecordFields
          fields={[
            { name: 'Référence', value: 'SWP-000045' },
            { name: 'Hash', value: <ChainValue kind="hash" value={HASH} full /> },
          ]}
        />
        <RecordTimeline
          events={[
            { label: 'Enregistrée', at: '2026-11-20T10:15:12Z', atText: '20 nov. 2026, 10:15' },
            { label: '20 nov. 2026, 11:02 : envoyée par demo-admin', at: '2026-11-20T11:02:00Z' },
          ]}
        />
      </RecordDrawer>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Transaction SWP-000045' });
    const terms = within(drawer)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Référence', 'Hash']);
    expect(within(drawer).getAllByRole('definition')[1]).toHaveTextContent(HASH);
    const steps = within(within(drawer).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '20 nov. 2026, 10:15Enregistrée',
      '20 nov. 2026, 11:02 : envoyée par demo-admin',
    ]);
    expect(steps[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T10:15:12Z');

    await user.click(within(drawer).getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Amount', () => {
  const shown = async (element: ReactElement, language: 'fr' | 'en' = 'fr') => {
    window.localStorage.setItem('app-language', language);
    const { container } = renderWithProviders(<p>{element}</p>);
    await screen.findByText(/\d/);
    return container.querySelector('p > span')!;
  };

  it.each([
    ['fr', '1.5', 4, 'KNT', '1,5000 KNT'],
    ['en', '1.5', 4, 'KNT', '1.5000 KNT'],
    ['fr', '0.00000001', 8, 'BTC', '0,00000001 BTC'],
    ['en', '21000000', 8, 'BTC', '21,000,000.00000000 BTC'],
    ['fr', '1250.5', 6, 'USDT', '1 250,500000 USDT'],
  ] as const)(
    'in %s, %s with %i decimals reads as its asset writes it',
    async (language, value, decimals, asset, text) => {
      const amount = await shown(<Amount value={value} asset={asset} decimals={decimals} />, language);
      expect(plain(amount.textContent)).toBe(text);
    },
  );

  it('never takes its decimals from the value: without the asset’s, it shows at most 6', async () => {
    expect(plain((await shown(<Amount value="100.000000" asset="USDT" decimals={undefined} />)).textContent)).toBe(
      '100 USDT',
    );
  });

  it('shows the asset’s display decimals of a finer amount, cut', async () => {
    expect((await shown(<Amount value="1.509999" asset="USDT" decimals={2} />, 'en')).textContent).toBe('1.50 USDT');
  });

  it('keeps its figures on one line, in tabular digits, with the sign of a movement and money in in the accent', async () => {
    const amount = await shown(<Amount value="2" asset="KNT" decimals={2} sign="+" incoming />);
    expect(amount).toHaveTextContent('+2,00 KNT');
    expect(amount).toHaveClass(styles.amount, styles.incoming);
  });
});

describe('MoneyRecordDrawer', () => {
  const record = {
    title: 'Commande PCK-000063',
    amount: <Amount value="400.000000" asset="USDT" decimals={6} />,
    status: <StatusPill status="paid">Payée</StatusPill>,
    lines: [{ name: 'Pack', value: 'Challenger → Pro' }],
    dates: [
      { name: 'Payée le', at: '2026-06-14T16:40:00Z' },
      { name: 'Échéance', at: '2027-02-19', day: true },
    ],
  };

  it('shows what every record has, its own lines and dates, and links its transaction by type and day', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <MoneyRecordDrawer
        {...record}
        reference="PCK-000063"
        transaction={{ type: 'pack', asset: 'USDT', at: '2026-06-14T16:40:00Z', reference: 'PCK-000063' }}
        onClose={onClose}
      />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Commande PCK-000063' });
    const terms = within(drawer)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Référence', 'Montant', 'Statut', 'Pack', 'Payée le', 'Échéance', 'Transaction']);
    const values = within(drawer)
      .getAllByRole('definition')
      .map((value) => plain(value.textContent));
    expect(values.slice(0, 6)).toEqual([
      'PCK-000063',
      '400,000000 USDT',
      'Payée',
      'Challenger → Pro',
      '14 juin 2026, 16:40',
      '19 févr. 2027',
    ]);
    expect(within(drawer).getByText('19 févr. 2027')).toHaveAttribute('dateTime', '2027-02-19');
    // A member's list cannot search: it opens on the transaction's type, asset and day.
    expect(within(drawer).getByRole('link', { name: 'Voir PCK-000063 dans les transactions' })).toHaveAttribute(
      'href',
      '/account/wallets/my-transactions?type=pack&asset=USDT&from=2026-06-14&to=2026-06-14',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('links an administrator to the member’s transactions, found by reference, or by type and day without one', async () => {
    const { unmount } = renderWithProviders(
      <MoneyRecordDrawer
        {...record}
        reference="PCK-000063"
        transaction={{
          type: 'pack',
          asset: 'USDT',
          at: '2026-06-14T16:40:00Z',
          reference: 'PCK-000063',
          username: 'demo-member',
        }}
        onClose={() => undefined}
      />,
    );
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Voir PCK-000063 dans les transactions' })).toHaveAttribute(
      'href',
      '/account/admin/user/transact/demo-member?page=1&q=PCK-000063',
    );
    unmount();

    renderWithProviders(
      <MoneyRecordDrawer
        {...record}
        transaction={{ type: 'staking', asset: 'USDT', at: '2026-11-20T23:30:00Z', username: 'demo-member' }}
        onClose={() => undefined}
      />,
    );
    const stake = await screen.findByRole('dialog');
    // No reference: no such field, and the link names no transaction.
    expect(within(stake).queryByText('Référence')).not.toBeInTheDocument();
    expect(within(stake).getByRole('link', { name: 'Voir dans les transactions' })).toHaveAttribute(
      'href',
      '/account/admin/user/transact/demo-member?page=1&type=staking&asset=USDT&from=2026-11-20&to=2026-11-20',
    );
  });
});
