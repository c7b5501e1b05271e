/**
 * The staking administration against Prism's mock: USDT 90 days (4 % a year, minimum 10 USDT) and KNT 365
 * days (12 %, minimum 100 KNT).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectPageHeading } from '../../test/page-heading.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { errorAnswer, throughPrism, type Change } from '../../test/through-prism.ts';
import { admin, signedInAs } from '../../test/users.ts';
import { descriptionOf, plain } from '../../test/text.ts';
import { expectPageInAddress } from '../../test/paging.ts';
async function open(change?: Change) {
  const prism = throughPrism(change);
  const rendered = renderWithProviders(undefined, { path: '/admin/staking-roi', queryClient: signedInAs(admin) });
  await expectPageHeading();
  return { ...prism, ...rendered };
}

describe('staking administration', () => {
  it('shows each product’s figures as French writes them, and saves a checked change', async () => {
    const { user, sent } = await open();
    const usdt = await screen.findByRole('form', { name: /^USDT · 90 jours · 4\s%\spar an$/ });
    const rate = within(usdt).getByRole('textbox', { name: 'Taux cible annuel' });
    const minimum = within(usdt).getByRole('textbox', { name: 'Montant minimum' });
    expect(rate).toHaveValue('4,00');
    expect(plain((minimum as HTMLInputElement).value)).toBe('10,000000');

    await user.clear(rate);
    await user.type(rate, '150');
    await user.click(within(usdt).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(descriptionOf(rate)).toBe('Un taux de 0 à 100 %, deux décimales au plus.'));
    expect(sent('PUT', '/admin/staking/products/4')).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '4,5');
    await user.click(within(usdt).getByRole('switch', { name: 'Ouvert aux souscriptions' }));
    await user.click(within(usdt).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le produit est enregistré.')).toBeVisible();
    expect(sent('PUT', '/admin/staking/products/4').map((call) => call.body)).toEqual([
      { target_rate: '4.5', max_daily_rate: '1.00000000', min_amount: '10.000000', active: false },
    ]);
  });

  it('sets a day’s rate for the product chosen, and shows a day already paid on the day', async () => {
    const { user, sent } = await open((method, path) =>
      method === 'PUT' && path === '/admin/staking/products/3/days/2026-11-20'
        ? errorAnswer(409, { message: 'Already paid', code: 'RATE_ALREADY_PAID' })
        : undefined,
    );
    const form = screen.getByRole('form', { name: 'Fixer le taux réalisé d’un jour' });
    await user.click(within(form).getByRole('button', { name: /Produit/ }));
    await user.click(await screen.findByRole('option', { name: /^KNT · 365 jours · 12\s%\spar an$/ }));

    const day = within(form).getByRole('group', { name: 'Jour' });
    const [dd, mm, yyyy] = within(day).getAllByRole('spinbutton');
    await user.click(dd!);
    await user.keyboard('20112026');
    expect([dd, mm, yyyy].map((segment) => segment!.textContent)).toEqual(['20', '11', '2026']);

    const rate = within(form).getByRole('textbox', { name: 'Taux du jour (%)' });
    // The product's highest rate, which an administrator sets on the product, is the field's hint and rule.
    expect(descriptionOf(rate)).toBe('Au plus 1 % pour ce produit.');
    await user.type(rate, '1,5');
    await user.click(within(form).getByRole('button', { name: 'Fixer le taux' }));
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(rate)).toContain('Ce taux dépasse le plus haut taux du jour que ce produit accepte.');
    expect(sent('PUT', '/admin/staking/products/3/days/2026-11-20')).toEqual([]);

    // What is not a number shows 0 (the spec's amount rule); a negative rate is a number the form refuses.
    await user.clear(rate);
    await user.type(rate, '0,5x');
    expect(rate).toHaveValue('0');
    await user.clear(rate);
    await user.type(rate, '-0,5');
    await user.click(within(form).getByRole('button', { name: 'Fixer le taux' }));
    await waitFor(() => expect(descriptionOf(rate)).toContain('Un taux de 0 à 9,99999999 %, huit décimales au plus.'));

    await user.clear(rate);
    await user.type(rate, '0,02');
    await user.click(within(form).getByRole('button', { name: 'Fixer le taux' }));
    await waitFor(() =>
      expect(descriptionOf(day)).toContain('Ce jour a déjà été distribué : son taux ne change plus.'),
    );
    expect(sent('PUT', '/admin/staking/products/3/days/2026-11-20').map((call) => call.body)).toEqual([
      { daily_rate: '0.02' },
    ]);

    await user.click(dd!);
    await user.keyboard('19');
    await user.click(within(form).getByRole('button', { name: 'Fixer le taux' }));
    expect(await screen.findByText('Le taux du jour est fixé.')).toBeVisible();
    expect(sent('PUT', '/admin/staking/products/3/days/2026-11-19').map((call) => call.body)).toEqual([
      { daily_rate: '0.02' },
    ]);
  });
});

describe('the staking days, paged', () => {
  it('keep their page in the address', async () => {
    await expectPageInAddress({ path: '/admin/staking-roi', api: '/admin/staking/days', user: admin });
  });
});
