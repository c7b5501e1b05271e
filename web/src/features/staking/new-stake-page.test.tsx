/**
 * /staking/new against Prism's mock: USDT for 90 days at 4 % a year (minimum 10 USDT, 6 decimals), and
 * 1199 USDT available.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAs } from '../../test/open-as.ts';
import { fieldsOf, plain } from '../../test/text.ts';
import { member } from '../../test/users.ts';

describe('a new stake', () => {
  it('writes the available balance, the minimum and the review’s figures with the asset’s decimals', async () => {
    const { user } = await openAs('/staking/new', member);
    expect(plain((await screen.findByText(/^Disponible/)).textContent)).toBe(
      'Disponible : 1 199,00 USDT · minimum : 10,00 USDT',
    );
    await user.type(screen.getByRole('textbox', { name: 'Montant' }), '20');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    const review = await screen.findByRole('region', { name: 'Vérifiez votre staking' });
    expect(fieldsOf(review)).toEqual({
      Montant: '20,00 USDT',
      Durée: '90 jours',
      'Taux cible annuel': '4 %',
      'Récompense projetée': '0,19 USDT',
    });
  });
});
