/**
 * The withdraw page against Prism's mock: USDT withdrawals from 20 to 50000 with a 1 USDT fee, 1199
 * USDT available, and one pending request WDR-000007 (25 USDT + 1 USDT fee).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { member, signedInAs } from '../../test/users.ts';
import { errorAnswer, throughPrism, type Change } from '../../test/through-prism.ts';
import { expectPageHeading } from '../../test/page-heading.ts';
import { descriptionOf, plain } from '../../test/text.ts';

const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const LIMITS = 'Disponible : 1 199,00 USDT · Limites : de 20,00 USDT à 50 000,00 USDT';
const HASH = 'a3f1c09be44d3c7f7f3b9e0d5c2e8a1b6d4f0e9c8b7a6d5e4f3c2b1a09e8d7c6';

/** Answers the withdrawal requests in turn with `answers`, then lets Prism answer. */
function answering(...answers: Response[]): Change {
  return (method, path) => (method === 'POST' && path === '/wallets/withdrawals' ? answers.shift() : undefined);
}

async function openWithdraw(change?: Change) {
  const prism = throughPrism(change);
  const rendered = renderWithProviders(undefined, {
    path: '/wallets/my-wallets/withdraw/USDT',
    queryClient: signedInAs(member),
  });
  await expectPageHeading(/Retirer|Withdraw/);
  await screen.findByRole('textbox', { name: /Adresse de destination|Destination address/ });
  return { ...rendered, ...prism };
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** The first step, then the review: the page is on the review when it returns. */
async function review(user: User, amount = '25') {
  await user.type(screen.getByRole('textbox', { name: 'Adresse de destination' }), ADDRESS);
  await user.type(screen.getByRole('textbox', { name: 'Montant' }), amount);
  await user.click(screen.getByRole('button', { name: 'Vérifier le retrait' }));
  return screen.findByRole('region', { name: 'Vérifiez votre retrait' });
}

/** Through the review to the transaction password, typed. */
async function fill(user: User, amount = '25') {
  await review(user, amount);
  await user.click(screen.getByRole('button', { name: 'Confirmer' }));
  await user.type(await screen.findByLabelText('Mot de passe de transaction'), 'Demo-Tx-1');
}

/** The review's figures, term and value. */
const figures = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${plain(term.nextElementSibling?.textContent)}`);

describe('withdraw', () => {
  it('shows the limits, the fee and the live total', async () => {
    const { user } = await openWithdraw();
    expect(plain(screen.getByText(/^Disponible/).textContent)).toBe(LIMITS);
    await user.type(screen.getByRole('textbox', { name: 'Montant' }), '25,5');
    const facts = [...document.querySelectorAll('form dt')].map(
      (term) => `${term.textContent} ${plain(term.nextElementSibling?.textContent)}`,
    );
    expect(facts).toEqual(['Frais de retrait 1,00 USDT', 'Total débité 26,50 USDT']);
  });

  it('names the asset and its network in the title', async () => {
    await openWithdraw();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Retirer USDT · Tron');
  });

  it('reviews every figure, and asks for the transaction password only once confirmed, sending nothing before', async () => {
    const { user, sent } = await openWithdraw();
    expect(screen.queryByLabelText('Mot de passe de transaction')).not.toBeInTheDocument();
    const region = await review(user, '1000,5');
    expect(figures(region)).toEqual([
      `Adresse du destinataire: ${ADDRESS}`,
      'Réseau: Tron (TRC-20)',
      'Montant: 1 000,50 USDT',
      'Frais de retrait: 1,00 USDT',
      'Total débité: 1 001,50 USDT',
      'Valeur en dollars: 1 000,50 $US',
    ]);
    // The address in full, in groups of four to check one by one.
    const groups = [
      ...within(region).getByText((_, node) => node?.tagName === 'DD' && node.textContent === ADDRESS).children,
    ];
    expect(groups.map((group) => group.textContent)).toEqual(ADDRESS.match(/.{1,4}/g));
    expect(screen.queryByLabelText('Mot de passe de transaction')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demander le retrait' })).not.toBeInTheDocument();

    // Back to the form, what was typed is kept; the review again, then confirmed.
    await user.click(within(region).getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('textbox', { name: 'Adresse de destination' })).toHaveValue(ADDRESS);
    expect(plain((screen.getByRole('textbox', { name: 'Montant' }) as HTMLInputElement).value)).toBe('1 000,5');
    await user.click(screen.getByRole('button', { name: 'Vérifier le retrait' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    const password = await screen.findByLabelText('Mot de passe de transaction');
    await waitFor(() => expect(password).toHaveFocus());
    expect(sent('POST', '/wallets/withdrawals')).toEqual([]);

    await user.type(password, 'Demo-Tx-1');
    await user.click(screen.getByRole('button', { name: 'Demander le retrait' }));
    expect(await screen.findByText('Demande de retrait enregistrée.')).toBeVisible();
    expect(sent('POST', '/wallets/withdrawals').map((post) => post.body)).toEqual([
      { asset: 'USDT', address: ADDRESS, amount: '1000.5', transaction_password: 'Demo-Tx-1' },
    ]);
  });

  it('goes back to the form when the platform refuses the amount', async () => {
    const { user } = await openWithdraw(
      answering(errorAnswer(422, { message: 'Insufficient funds', code: 'INSUFFICIENT_FUNDS' })),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Demander le retrait' }));
    const amount = await screen.findByRole('textbox', { name: 'Montant' });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('region', { name: 'Vérifiez votre retrait' })).not.toBeInTheDocument();
  });

  it.each([
    ['', '25', 'address', 'Ce champ est obligatoire.'],
    ['TR7NH', '25', 'address', 'Adresse invalide : 14 à 100 lettres et chiffres.'],
    // The amount's hint is read with its error.
    [ADDRESS, '10', 'amount', `${LIMITS} Le minimum est 20,00 USDT.`],
    [ADDRESS, '1199', 'amount', `${LIMITS} Solde disponible insuffisant : 1 199,00 USDT.`],
  ])('refuses address %j and amount %j before any call', async (address, amount, field, error) => {
    const { user, sent } = await openWithdraw();
    if (address) await user.type(screen.getByRole('textbox', { name: 'Adresse de destination' }), address);
    await user.type(screen.getByRole('textbox', { name: 'Montant' }), amount);
    await user.click(screen.getByRole('button', { name: 'Vérifier le retrait' }));
    const input = screen.getByRole('textbox', {
      name: field === 'address' ? 'Adresse de destination' : 'Montant',
    });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(input)).toBe(error);
    await waitFor(() => expect(input).toHaveFocus());
    expect(sent('POST', '/wallets/withdrawals')).toEqual([]);
  });

  it('asks for the 2FA code when the platform wants one, keeping what was typed', async () => {
    const { user, sent } = await openWithdraw(
      answering(
        errorAnswer(422, { message: 'A two-factor code is required', code: 'TWO_FACTOR_REQUIRED' }),
        errorAnswer(422, { message: 'Wrong code', code: 'TWO_FACTOR_INVALID' }),
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Code de vérification (6 chiffres)' })).not.toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Demander le retrait' }));

    const code = await screen.findByRole('textbox', { name: 'Code de vérification (6 chiffres)' });
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez le code de votre application d’authentification.');
    const summary = figures(screen.getByRole('region', { name: 'Vérifiez votre retrait' }));
    expect(summary).toContain(`Adresse du destinataire: ${ADDRESS}`);
    expect(summary).toContain('Montant: 25,00 USDT');
    expect(screen.getByLabelText('Mot de passe de transaction')).toHaveValue('Demo-Tx-1');

    await user.click(screen.getByRole('button', { name: 'Demander le retrait' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(code)).toBe('Ce champ est obligatoire.');

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Demander le retrait' }));
    await waitFor(() => expect(descriptionOf(code)).toBe('Le code est incorrect ou a déjà servi.'));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Demander le retrait' }));
    expect(await screen.findByText('Demande de retrait enregistrée.')).toBeVisible();

    const posts = sent('POST', '/wallets/withdrawals');
    expect(posts.map((post) => post.body)).toEqual([
      { asset: 'USDT', address: ADDRESS, amount: '25', transaction_password: 'Demo-Tx-1' },
      { asset: 'USDT', address: ADDRESS, amount: '25', transaction_password: 'Demo-Tx-1', two_factor_code: '000000' },
      { asset: 'USDT', address: ADDRESS, amount: '25', transaction_password: 'Demo-Tx-1', two_factor_code: '123456' },
    ]);
    // Three different requests, three keys.
    expect(new Set(posts.map((post) => post.headers.get('Idempotency-Key'))).size).toBe(3);
    expect(screen.getByRole('textbox', { name: 'Montant' })).toHaveValue('');
  });

  it('sends the same request again with the same key', async () => {
    const { user, sent } = await openWithdraw(
      answering(
        errorAnswer(409, { message: 'Still being processed', code: 'IDEMPOTENCY_IN_PROGRESS' }),
        errorAnswer(422, { message: 'Wrong transaction password', code: 'TRANSACTION_PASSWORD_INVALID' }),
      ),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Demander le retrait' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre demande précédente est encore en cours. Réessayez dans un instant.',
    );
    await user.click(screen.getByRole('button', { name: 'Demander le retrait' }));
    const password = screen.getByLabelText('Mot de passe de transaction');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(password)).toBe('Le mot de passe de transaction est incorrect.');
    const keys = sent('POST', '/wallets/withdrawals').map((post) => post.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('links to the fix when the transaction password is not set', async () => {
    const { user } = await openWithdraw(
      answering(errorAnswer(422, { message: 'No transaction password', code: 'TRANSACTION_PASSWORD_NOT_SET' })),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Demander le retrait' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Définissez d’abord votre mot de passe de transaction.');
    expect(within(alert).getByRole('link', { name: 'Définir mon mot de passe de transaction' })).toHaveAttribute(
      'href',
      '/account/setting/profile/security',
    );
  });

  it('lists the requests with their timelines', async () => {
    await openWithdraw((method, path) =>
      method === 'GET' && path === '/wallets/withdrawals'
        ? Response.json({
            items: [
              {
                id: '8',
                reference: 'WDR-000008',
                username: 'demo-member',
                uid: 'KNT-100002',
                asset: 'USDT',
                network: 'tron',
                address: ADDRESS,
                amount: '25.000000',
                fee: '1.000000',
                total: '26.000000',
                usd_value: '25.00',
                status: 'sent',
                needs_second_approval: false,
                tx_hash: HASH,
                rejection_reason: null,
                created_at: '2026-11-20T10:15:00Z',
                updated_at: '2026-11-21T11:02:00Z',
                timeline: [
                  { type: 'requested', at: '2026-11-20T10:15:00Z', by: 'demo-member', tx_hash: null, reason: null },
                  { type: 'approved', at: '2026-11-21T11:02:00Z', by: 'demo-admin', tx_hash: null, reason: null },
                  {
                    type: 'sent',
                    at: '2026-11-21T11:02:00Z',
                    by: 'demo-admin',
                    tx_hash: HASH,
                    reason: null,
                  },
                ],
              },
              {
                id: '7',
                reference: 'WDR-000007',
                username: 'demo-member',
                uid: 'KNT-100002',
                asset: 'USDT',
                network: 'tron',
                address: ADDRESS,
                amount: '25.000000',
                fee: '1.000000',
                total: '26.000000',
                usd_value: '25.00',
                status: 'rejected',
                needs_second_approval: false,
                tx_hash: null,
                rejection_reason: 'The destination address belongs to a sanctioned service.',
                created_at: '2026-11-20T10:15:00Z',
                updated_at: '2026-11-20T11:02:00Z',
                timeline: [
                  { type: 'requested', at: '2026-11-20T10:15:00Z', by: 'demo-member', tx_hash: null, reason: null },
                  {
                    type: 'rejected',
                    at: '2026-11-20T11:02:00Z',
                    by: 'demo-admin',
                    tx_hash: null,
                    reason: 'The destination address belongs to a sanctioned service.',
                  },
                ],
              },
            ],
            total: 2,
            page: 1,
            pageSize: 10,
          })
        : undefined,
    );
    const sentRequest = await screen.findByRole('article', { name: 'WDR-000008 — 26,00 USDT Envoyé' });
    // The status is a pill of its tone; address and hash are shortened, with their copy buttons.
    expect(within(sentRequest).getByText('Envoyé')).toHaveAttribute('data-tone', 'done');
    expect(within(sentRequest).getByRole('button', { name: /^Copier l’adresse T/ })).toBeVisible();
    const steps = within(sentRequest).getAllByRole('listitem');
    expect(steps.slice(0, 2).map((item) => item.textContent)).toEqual([
      'Demandé le 20 nov. 2026 par demo-member',
      'Approuvé le 21 nov. 2026 par demo-admin',
    ]);
    expect(steps[2]).toHaveTextContent(/^Envoyé le 21 nov\. 2026, transaction a3f1c0…e8d7c6/);
    expect(within(steps[2]!).getByTitle(HASH)).toBeVisible();
    expect(within(steps[2]!).getByRole('button', { name: 'Copier le hash a3f1c0…e8d7c6' })).toBeVisible();
    const rejected = screen.getByRole('article', { name: 'WDR-000007 — 26,00 USDT Rejeté' });
    expect(
      within(rejected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Demandé le 20 nov. 2026 par demo-member',
      'Rejeté le 20 nov. 2026 : The destination address belongs to a sanctioned service.',
    ]);
  });

  it('in English, with Prism’s pending request', async () => {
    window.localStorage.setItem('app-language', 'en');
    const { sent, user } = await openWithdraw();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Withdraw USDT · Tron');
    expect(plain(screen.getByText(/^Available/).textContent)).toBe(
      'Available: 1,199.00 USDT · Limits: from 20.00 USDT to 50,000.00 USDT',
    );
    await user.type(screen.getByRole('textbox', { name: 'Destination address' }), ADDRESS);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1000.5');
    await user.click(screen.getByRole('button', { name: 'Review the withdrawal' }));
    expect(figures(await screen.findByRole('region', { name: 'Check your withdrawal' }))).toEqual([
      `Recipient address: ${ADDRESS}`,
      'Network: Tron (TRC-20)',
      'Amount: 1,000.50 USDT',
      'Withdrawal fee: 1.00 USDT',
      'Total debited: 1,001.50 USDT',
      'Value in dollars: $1,000.50',
    ]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByLabelText('Transaction password')).toHaveAttribute('type', 'password');
    const request = await screen.findByRole('article', { name: 'WDR-000007 — 26.00 USDT Pending' });
    expect(within(request).getByRole('listitem')).toHaveTextContent('Requested on Nov 20, 2026 by demo-member');
    expect(Object.fromEntries(sent('GET', '/wallets/withdrawals')[0]!.search)).toEqual({
      asset: 'USDT',
      pageSize: '10',
    });
  });
});
