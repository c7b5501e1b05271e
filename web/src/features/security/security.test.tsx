/**
 * The security page against Prism's mock: the member has a transaction password and two-factor authentication
 * with 8 recovery codes left, and two sign-ins (this Firefox on Linux, and Safari on iPhone).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { errorAnswer, throughPrism, type Change } from '../../test/through-prism.ts';
import { member, signedInAs } from '../../test/users.ts';
import { descriptionOf } from '../../test/text.ts';
import { expectPageInAddress } from '../../test/paging.ts';

async function openSecurity(change?: Change) {
  const prism = throughPrism(change);
  const rendered = renderWithProviders(undefined, {
    path: '/setting/profile/security',
    queryClient: signedInAs(member),
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Mot de passe' }, { timeout: 10_000 })).toBeVisible();
  return { ...rendered, ...prism };
}

const section = (name: string) => screen.getByRole('region', { name });
describe('security settings', () => {
  it('changes the password after checking the repetition, and sends the current one', async () => {
    const { user, sent } = await openSecurity();
    const form = section('Mot de passe');
    await user.type(within(form).getByLabelText(/^Mot de passe actuel/), 'Old-Str0ng-Password!');
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), 'N3w-Str0ng-Password!');
    await user.type(within(form).getByLabelText(/^Répétez le nouveau mot de passe/), 'N3w-Str0ng-Password?');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    const repeat = within(form).getByLabelText(/^Répétez le nouveau mot de passe/);
    await waitFor(() => expect(repeat).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(repeat)).toBe('Password and repeat password does not match');
    expect(sent('POST', '/user/password')).toEqual([]);

    await user.clear(repeat);
    await user.type(repeat, 'N3w-Str0ng-Password!');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() => expect(sent('POST', '/user/password')).toHaveLength(1));
    expect(sent('POST', '/user/password')[0]!.body).toEqual({
      current_password: 'Old-Str0ng-Password!',
      password: 'N3w-Str0ng-Password!',
      repeat_password: 'N3w-Str0ng-Password!',
    });
  });

  it('puts a wrong current password on its field', async () => {
    const { user } = await openSecurity((method, path) =>
      method === 'POST' && path === '/user/password'
        ? errorAnswer(422, { message: 'The current password is wrong.', code: 'PASSWORD_INVALID' })
        : undefined,
    );
    const form = section('Mot de passe');
    await user.type(within(form).getByLabelText(/^Mot de passe actuel/), 'Not-It-At-All');
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), 'N3w-Str0ng-Password!');
    await user.type(within(form).getByLabelText(/^Répétez le nouveau mot de passe/), 'N3w-Str0ng-Password!');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    const current = within(form).getByLabelText(/^Mot de passe actuel/);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(current)).toBe('Le mot de passe est incorrect.');
  });

  it('changes the transaction password with the current one, or with the login password and a code', async () => {
    const { user, sent } = await openSecurity();
    const form = section('Mot de passe de transaction');
    await user.type(within(form).getByLabelText(/^Mot de passe de transaction actuel/), 'Old-Tx-Pass-1');
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe de transaction/), 'New-Tx-Pass-2');
    await user.type(within(form).getByLabelText(/^Répétez le mot de passe de transaction/), 'New-Tx-Pass-2');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent('PUT', '/user/transaction-password')).toHaveLength(1));
    expect(sent('PUT', '/user/transaction-password')[0]!.body).toEqual({
      current_transaction_password: 'Old-Tx-Pass-1',
      transaction_password: 'New-Tx-Pass-2',
      repeat_transaction_password: 'New-Tx-Pass-2',
    });
    // Saved: the form is emptied once the answer is in.
    await waitFor(() => expect(within(form).getByLabelText(/^Nouveau mot de passe de transaction/)).toHaveValue(''));

    // Forgotten: the login password and, with 2FA on, a code instead.
    await user.click(within(form).getByRole('checkbox', { name: 'Je l’ai oublié' }));
    expect(within(form).queryByLabelText(/^Mot de passe de transaction actuel/)).toBeNull();
    await user.type(within(form).getByLabelText(/^Mot de passe de connexion/), 'Old-Str0ng-Password!');
    await user.type(within(form).getByLabelText(/^Code de l’application ou code de secours/), '123 456');
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe de transaction/), 'New-Tx-Pass-3');
    await user.type(within(form).getByLabelText(/^Répétez le mot de passe de transaction/), 'New-Tx-Pass-3');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent('PUT', '/user/transaction-password')).toHaveLength(2));
    expect(sent('PUT', '/user/transaction-password')[1]!.body).toEqual({
      password: 'Old-Str0ng-Password!',
      two_factor_code: '123456',
      transaction_password: 'New-Tx-Pass-3',
      repeat_transaction_password: 'New-Tx-Pass-3',
    });
  });

  it('refuses a code that is neither six digits nor a recovery code before any call', async () => {
    const { user, sent } = await openSecurity();
    const form = section('Double authentification');
    expect(within(form).getByText(/Codes de secours restants : 8/)).toBeVisible();
    const field = within(form).getAllByLabelText(/^Code de l’application ou code de secours/)[0]!;
    await user.type(field, '12345');
    await user.click(within(form).getByRole('button', { name: 'Désactiver la double authentification' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(field)).toBe('Six chiffres, ou un code de secours (xxxxx-xxxxx-xxxxx).');
    expect(sent('POST', '/user/two-factor/disable')).toEqual([]);
  });

  it('turns 2FA on: QR code and key, a first code, then the recovery codes once', async () => {
    const { user, sent } = await openSecurity((method, path) =>
      method === 'GET' && path === '/user/security'
        ? Response.json({ two_factor_enabled: false, recovery_codes_left: 0, have_transaction_password: true })
        : undefined,
    );
    const form = section('Double authentification');
    await user.click(within(form).getByRole('button', { name: 'Activer la double authentification' }));
    // The login password comes first, and nothing is sent without it.
    expect(sent('POST', '/user/two-factor/setup')).toEqual([]);
    await user.type(within(form).getByLabelText(/^Mot de passe de connexion/), 'Demo-Password-1');
    await user.click(within(form).getByRole('button', { name: 'Activer la double authentification' }));
    expect(
      await within(form).findByRole('img', { name: 'QR code de la clé de double authentification' }),
    ).toBeVisible();
    expect(within(form).getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeVisible();
    await user.type(within(form).getByLabelText(/^Code de l’application d’authentification/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Confirmer' }));
    const codes = await within(form).findByRole('list', { name: 'Vos codes de secours' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByText('abcde-fghij-klmno')).toBeVisible();
    expect(sent('POST', '/user/two-factor/setup')[0]!.body).toEqual({ password: 'Demo-Password-1' });
    expect(sent('POST', '/user/two-factor')[0]!.body).toEqual({ code: '123456' });
    await user.click(within(form).getByRole('button', { name: 'J’ai noté mes codes' }));
    expect(within(form).queryByRole('list', { name: 'Vos codes de secours' })).toBeNull();
  });

  it('lists the sign-ins, marks this one, and signs out another and all others', async () => {
    const { user, sent } = await openSecurity();
    const list = section('Connexions actives');
    const table = within(list).getByRole('grid', { name: 'Connexions actives du compte' });
    expect(within(table).getByText('Cette connexion')).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Firefox on Linux' })).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Déconnecter Safari on iPhone' }));
    await waitFor(() => expect(sent('DELETE', '/user/sessions/T3RoZXJEZXZpY2VTZXNzaW')).toHaveLength(1));
    await user.click(within(list).getByRole('button', { name: 'Déconnecter toutes les autres' }));
    await waitFor(() => expect(sent('POST', '/user/sessions/revoke-others')).toHaveLength(1));
  });
});

describe('the sign-ins, paged', () => {
  it('keep their page in the address', async () => {
    await expectPageInAddress({ path: '/setting/profile/security', api: '/user/sessions' });
  });
});
