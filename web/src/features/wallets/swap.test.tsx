/**
 * The swap page against Prism's mock: USDT→KNT is open from 10 to 50000 USDT, 1199 USDT are
 * available, and the contract's quote gives 199 KNT for 100 USDT (0.5 USDT fee). Its expiry is in the
 * past: a test that needs a live quote moves it 30 s ahead.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { member, signedInAs } from '../../test/users.ts';
import { errorAnswer, throughPrism, type Change } from '../../test/through-prism.ts';
import { expectPageHeading } from '../../test/page-heading.ts';
import { plain } from '../../test/text.ts';
import { expectPageInAddress } from '../../test/paging.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Prism's quote, good for 30 more seconds. */
const liveQuote =
  (edited: ReturnType<typeof throughPrism>['edited']): Change =>
  (method, path, init, input) =>
    method === 'POST' && path === '/wallets/swap-quotes'
      ? edited<Record<string, unknown>>(input, init, (quote) => ({
          ...quote,
          expires_at: new Date(Date.now() + 30_000).toISOString(),
        })).then((response) => new Response(response.body, { status: 201, headers: response.headers }))
      : undefined;

async function openSwap(change?: (prism: ReturnType<typeof throughPrism>) => Change | undefined) {
  // The change needs Prism's helpers, which exist once the spy is in place.
  const route: { change?: Change } = {};
  const prism = throughPrism((...args) => route.change?.(...args));
  route.change = change?.(prism);
  const rendered = renderWithProviders(undefined, {
    path: '/wallets/my-wallets/swap/USDT',
    queryClient: signedInAs(member),
  });
  await expectPageHeading(/Échanger|Swap/);
  await screen.findByRole('textbox', { name: /Montant|Amount/ });
  return { ...rendered, ...prism };
}

const quoteLines = () => {
  const panel = screen.getByRole('region', { name: /Devis|Quote/ });
  return [...panel.querySelectorAll('dt')].map(
    (term) => `${term.textContent} ${term.nextElementSibling?.textContent?.replace(/[\u202f\u00a0]/g, ' ')}`,
  );
};

describe('swap', () => {
  it('quotes, counts down, and executes the quote once with its Idempotency-Key', async () => {
    const { user, sent } = await openSwap(({ edited }) => liveQuote(edited));
    expect(screen.getByRole('button', { name: /Vers/ })).toHaveTextContent('KNT');
    expect(screen.getByText(/Disponible : 1.199,00 USDT · Limites : de 10,00 USDT à 50.000,00 USDT/)).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Montant' }), '100');
    await user.click(screen.getByRole('button', { name: 'Obtenir un devis' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Devis' })).toHaveFocus();
    expect(quoteLines()).toEqual([
      'Vous donnez 100,00 USDT',
      'Taux 1 USDT = 2,0000 KNT',
      'Frais 0,50 USDT (0,5 %)',
      'Vous recevez 199,0000 KNT',
    ]);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Expire dans (29|30) secondes$/);
    expect(sent('POST', '/wallets/swap-quotes').map((call) => call.body)).toEqual([
      { from: 'USDT', to: 'KNT', amount: '100' },
    ]);

    const walletLoads = sent('GET', '/wallets').length;
    await user.click(screen.getByRole('button', { name: 'Confirmer l’échange' }));

    expect(await screen.findByText('Échange effectué : 100,00 USDT → 199,0000 KNT.')).toBeVisible();
    const [swap] = sent('POST', '/wallets/swaps');
    expect(swap!.body).toEqual({ quote_id: '31' });
    expect(swap!.headers.get('Idempotency-Key')).toMatch(UUID);
    // The balances are read again.
    await waitFor(() => expect(sent('GET', '/wallets').length).toBeGreaterThan(walletLoads));
    expect(screen.queryByRole('region', { name: 'Devis' })).not.toBeInTheDocument();
  });

  it('disables Confirm on an expired quote and offers a new one', async () => {
    // Prism's own quote expired on 20 Nov 2026.
    const { user, sent } = await openSwap();
    await user.type(screen.getByRole('textbox', { name: 'Montant' }), '100');
    await user.click(screen.getByRole('button', { name: 'Obtenir un devis' }));

    expect(await screen.findByText('Ce devis a expiré.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirmer l’échange' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Nouveau devis' }));
    await waitFor(() => expect(sent('POST', '/wallets/swap-quotes')).toHaveLength(2));
    expect(sent('POST', '/wallets/swaps')).toEqual([]);
  });

  it('retries the same swap with the same key, and says when the platform says the quote expired', async () => {
    let answers = [
      errorAnswer(409, {
        message: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
        code: 'IDEMPOTENCY_IN_PROGRESS',
      }),
      errorAnswer(422, { message: 'This quote has expired. Ask for a new one.', code: 'QUOTE_EXPIRED' }),
    ];
    const { user, sent } = await openSwap(({ edited }) => (method, path, init, input) => {
      if (method === 'POST' && path === '/wallets/swaps') {
        const [answer, ...rest] = answers;
        answers = rest;
        return answer;
      }
      return liveQuote(edited)(method, path, init, input);
    });
    await user.type(screen.getByRole('textbox', { name: 'Montant' }), '100');
    await user.click(screen.getByRole('button', { name: 'Obtenir un devis' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer l’échange' }));

    expect(
      await screen.findByText('Votre demande précédente est encore en cours. Réessayez dans un instant.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirmer l’échange' }));

    expect(await screen.findByText('Ce devis a expiré. Demandez-en un nouveau.')).toBeVisible();
    const keys = sent('POST', '/wallets/swaps').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(screen.getByRole('button', { name: 'Confirmer l’échange' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nouveau devis' })).toBeVisible();
  });

  it.each([
    ['5', 'Le minimum est 10,00 USDT.'],
    ['2000', 'Solde disponible insuffisant : 1 199,00 USDT.'],
    ['abc', 'Saisissez un montant supérieur à zéro.'],
  ])('refuses %j before any call', async (typed, error) => {
    const { user, sent } = await openSwap();
    const amount = screen.getByRole('textbox', { name: 'Montant' });
    await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Obtenir un devis' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(amount.closest('form')!)
        .getByText((_, element) => element?.textContent?.replace(/[\u202f\u00a0]/g, ' ') === error)
        .textContent?.replace(/[\u202f\u00a0]/g, ' '),
    ).toBe(error);
    expect(sent('POST', '/wallets/swap-quotes')).toEqual([]);
  });

  it('fills in the largest amount with Max, and keeps amounts to the asset’s rule', async () => {
    const { user } = await openSwap();
    const amount = screen.getByRole('textbox', { name: 'Montant' });
    await user.click(screen.getByRole('button', { name: 'Max : utiliser le montant maximal' }));
    expect(plain((amount as HTMLInputElement).value)).toBe('1 199');
    await user.clear(amount);
    await user.type(amount, '12,3456789');
    expect(amount).toHaveValue('12,345678');
  });

  it('shows 0 for what is not a number and the number typed over it; an emptied field stays empty', async () => {
    const { user } = await openSwap();
    const amount = screen.getByRole('textbox', { name: 'Montant' });
    await user.type(amount, '25');
    await user.clear(amount);
    expect(amount).toHaveValue('');
    await user.type(amount, '7');
    expect(amount).toHaveValue('7');
    await user.type(amount, 'x');
    expect(amount).toHaveValue('0');
    await user.type(amount, '5');
    expect(amount).toHaveValue('5');
    await user.type(amount, ',5');
    expect(amount).toHaveValue('5,5');
  });

  it('in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    const { user } = await openSwap(({ edited }) => liveQuote(edited));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await screen.findByRole('heading', { level: 2, name: 'Quote' });
    expect(quoteLines()).toEqual([
      'You give 100.00 USDT',
      'Rate 1 USDT = 2.0000 KNT',
      'Fee 0.50 USDT (0.5%)',
      'You receive 199.0000 KNT',
    ]);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Expires in (29|30) seconds$/);
  });
});

describe('the swap history, paged', () => {
  it('keeps its page in the address', async () => {
    await expectPageInAddress({ path: '/wallets/my-wallets/swap-transaction', api: '/transactions' });
  });
});
