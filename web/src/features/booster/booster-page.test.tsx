/**
 * The member's booster page against Prism's mock: tiers Challenger (100), Pro (500), Full Serenity
 * (2500) and Eternity (10000 USDT), 1199 USDT available. Here the member has no pack yet.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectPageHeading } from '../../test/page-heading.ts';
import { openAs } from '../../test/open-as.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { errorAnswer, throughPrism } from '../../test/through-prism.ts';
import { admin, member, signedInAs } from '../../test/users.ts';
import { descriptionOf, fieldsOf, plain } from '../../test/text.ts';
import { expectPageInAddress } from '../../test/paging.ts';

describe('booster pack payment', () => {
  it('shows a wrong password or code on its field, and asks for the code when the platform wants one', async () => {
    const answers = [
      errorAnswer(422, { message: 'Wrong transaction password', code: 'TRANSACTION_PASSWORD_INVALID' }),
      errorAnswer(422, { message: 'A two-factor code is required', code: 'TWO_FACTOR_REQUIRED' }),
      errorAnswer(422, { message: 'Wrong code', code: 'TWO_FACTOR_INVALID' }),
    ];
    const { sent } = throughPrism((method, path) => {
      if (method === 'GET' && path === '/booster/pack') return Response.json({ pack: null });
      if (method === 'POST' && path === '/booster/orders') return answers.shift();
      return undefined;
    });
    const { user } = renderWithProviders(undefined, { path: '/pack-booster', queryClient: signedInAs(member) });
    await expectPageHeading();

    await user.click(await screen.findByRole('button', { name: 'Acheter Challenger' }));
    const review = await screen.findByRole('region', { name: 'Commande du pack Challenger' });
    await user.click(within(review).getByRole('button', { name: 'Confirmer' }));
    await user.type(await within(review).findByLabelText('Mot de passe de transaction'), 'Demo-Tx-1');
    expect(within(review).queryByRole('textbox', { name: /Code de vérification/ })).not.toBeInTheDocument();
    const pay = within(review).getByRole('button', { name: 'Payer 100,00 USDT' });
    await user.click(pay);
    const password = within(review).getByLabelText('Mot de passe de transaction');
    await waitFor(() => expect(descriptionOf(password)).toBe('Le mot de passe de transaction est incorrect.'));
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.click(pay);

    const code = await within(review).findByRole('textbox', { name: 'Code de vérification (6 chiffres)' });
    expect(within(review).getByLabelText('Mot de passe de transaction')).toHaveValue('Demo-Tx-1');

    await user.type(code, '000000');
    await user.click(pay);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(code)).toBe('Le code est incorrect ou a déjà servi.');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(pay);
    expect(await screen.findByText('Votre pack Challenger est actif.')).toBeVisible();

    const posts = sent('POST', '/booster/orders');
    expect(posts.map((post) => post.body)).toEqual([
      { tier_id: '1', transaction_password: 'Demo-Tx-1' },
      { tier_id: '1', transaction_password: 'Demo-Tx-1' },
      { tier_id: '1', transaction_password: 'Demo-Tx-1', two_factor_code: '000000' },
      { tier_id: '1', transaction_password: 'Demo-Tx-1', two_factor_code: '123456' },
    ]);
    // The same payment sent again keeps its key; each changed one has its own.
    expect(new Set(posts.map((post) => post.headers.get('Idempotency-Key'))).size).toBe(3);
  });
});

describe('an upgrade’s price', () => {
  it('is the new tier’s price less what the pack was paid, not less its tier’s price now', async () => {
    // Challenger was bought for 100, then an administrator repriced it to 450.
    const challenger = {
      id: '1',
      name: 'Challenger',
      price: '450.000000',
      asset: 'USDT',
      validity_days: 365,
      rank: 1,
      active: true,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-20T00:00:00Z',
    };
    throughPrism((method, path) =>
      method === 'GET' && path === '/booster/pack'
        ? Response.json({
            pack: {
              id: '7',
              tier: challenger,
              started_at: '2026-11-02T00:00:00Z',
              ends_at: '2027-11-02T00:00:00Z',
              active: true,
              paid: '100.000000',
            },
          })
        : undefined,
    );
    renderWithProviders(undefined, { path: '/pack-booster', queryClient: signedInAs(member) });
    await expectPageHeading();
    await screen.findByRole('button', { name: 'Passer à Pro' });
    expect(screen.getAllByText(/^Différence à payer/).map((line) => plain(line.textContent))[0]).toBe(
      'Différence à payer : 400,00 USDT',
    );
  });
});

describe('booster orders, for administrators', () => {
  it('filters by days typed in the interface’s order, and refuses a last day before the first', async () => {
    const { sent } = throughPrism();
    const { user, router } = renderWithProviders(undefined, {
      path: '/admin/pack-booster-order?from=2026-11-01',
      queryClient: signedInAs(admin),
    });
    await expectPageHeading('Commandes de packs booster');
    const filters = screen.getByRole('group', { name: 'Filtres' });
    // Day, month, year: the French order, whatever the browser's own language.
    const from = within(filters).getByRole('group', { name: 'Du' });
    expect(
      within(from)
        .getAllByRole('spinbutton')
        .map((segment) => segment.textContent),
    ).toEqual(['01', '11', '2026']);
    expect(sent('GET', '/admin/booster/orders').at(-1)?.search.get('from')).toBe('2026-11-01');

    const to = within(filters).getByRole('group', { name: 'Au' });
    await user.click(within(to).getAllByRole('spinbutton')[0]!);
    await user.keyboard('31102026');
    expect(await within(filters).findByText('La date de fin ne peut pas précéder la date de début.')).toBeVisible();
    // A range in the wrong order is not applied; there is no button to press.
    expect(router.state.location.search).toEqual({ from: '2026-11-01' });
    expect(within(filters).queryByRole('button', { name: 'Filtrer' })).toBeNull();

    await user.click(within(to).getAllByRole('spinbutton')[1]!);
    await user.keyboard('12');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: '2026-11-01', to: '2026-12-31' }));
    await waitFor(() => expect(sent('GET', '/admin/booster/orders').at(-1)?.search.get('to')).toBe('2026-12-31'));
  });
});

describe('an order’s drawer', () => {
  it('opens from the member’s history with what was paid for which tier, and the payment’s transaction', async () => {
    const { user } = await openAs('/pack-booster', member);
    const history = await screen.findByRole('grid', { name: 'Commandes de packs booster' });
    // USDT's 6 decimals, from the assets list, down the column.
    expect(
      within(history)
        .getAllByRole('gridcell')
        .filter((cell) => /USDT$/.test(cell.textContent))
        .map((cell) => plain(cell.textContent)),
    ).toEqual(['400,00 USDT', '100,00 USDT']);

    await user.click(within(history).getByRole('button', { name: 'Détails de PCK-000063' }));
    const drawer = await screen.findByRole('dialog', { name: 'Commande PCK-000063' });
    expect(fieldsOf(drawer)).toEqual({
      Référence: 'PCK-000063',
      Montant: '400,00 USDT',
      Statut: 'Payée',
      Type: 'Montée en gamme',
      Pack: 'Challenger → Pro',
      'Payée le': '14 juin 2026, 16:40',
      'Fin du pack': '2 mars 2027, 09:00',
      Transaction: 'Voir PCK-000063 dans les transactions',
    });
    expect(within(drawer).getByText('Payée')).toHaveAttribute('data-tone', 'done');
    expect(within(drawer).getByRole('link', { name: 'Voir PCK-000063 dans les transactions' })).toHaveAttribute(
      'href',
      '/account/wallets/my-transactions?type=pack&asset=USDT&from=2026-06-14&to=2026-06-14',
    );
  });

  it('in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    const { user } = await openAs('/pack-booster', member);
    await user.click(await screen.findByRole('button', { name: 'Details of PCK-000051' }));
    const drawer = await screen.findByRole('dialog', { name: 'Order PCK-000051' });
    expect(fieldsOf(drawer)).toMatchObject({
      Amount: '100.00 USDT',
      Status: 'Paid',
      'Paid on': 'Mar 2, 2026, 09:00 AM',
    });
  });

  it('shows an administrator whose order it is and finds its transaction in the member’s, by reference', async () => {
    const { user } = await openAs('/admin/pack-booster-order', admin);
    await user.click(await screen.findByRole('button', { name: 'Détails de PCK-000063' }));
    const drawer = await screen.findByRole('dialog', { name: 'Commande PCK-000063' });
    expect(fieldsOf(drawer)).toMatchObject({ Membre: 'demo-member', Montant: '400,00 USDT' });
    expect(within(drawer).getByRole('link', { name: 'Voir PCK-000063 dans les transactions' })).toHaveAttribute(
      'href',
      '/account/admin/user/transact/demo-member?page=1&q=PCK-000063',
    );
  });
});

describe('booster orders, paged', () => {
  it.each([
    ['the member’s', '/pack-booster', '/booster/orders', member],
    ['every member’s', '/admin/pack-booster-order?kind=upgrade', '/admin/booster/orders', admin],
  ])('%s keep their page in the address', async (_whose, path, api, user) => {
    await expectPageInAddress({ path, api, user });
  });

  it('one member’s keep their page in the address', async () => {
    await expectPageInAddress({
      path: '/admin/user/booster/KNT-100002',
      api: '/admin/users/KNT-100002/booster',
      user: admin,
      withTotal: (body, total) => ({ ...body, orders: { ...(body.orders as object), total } }),
    });
  });
});
