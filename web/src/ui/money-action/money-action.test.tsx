import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/fetcher.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { descriptionOf } from '../../test/text.ts';
import type { FieldErrors } from '../form/field-errors.ts';
import { TextField } from '../text-field/text-field.tsx';
import { MoneyActionForm } from './money-action-form.tsx';
import { useMoneyAction } from './use-money-action.ts';

const refusal = (code: string) => new ApiError(422, { message: `Refused: ${code}`, code });

/** A call that answers each send with the next of `answers` (an error is thrown), and keeps what was sent. */
function calls(...answers: unknown[]) {
  const sent: unknown[] = [];
  return {
    sent,
    call: async (variables: unknown) => {
      sent.push(variables);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

type Call = ReturnType<typeof calls>['call'];

/** An action with an edit step (a reference and an amount), its 2FA code asked when the platform says so. */
function Transfer({ call, onSuccess }: { call: Call; onSuccess?: () => void }) {
  const mutation = useMutation({ mutationFn: call });
  const { action, values, set } = useMoneyAction({
    initial: { reference: '', amount: '' },
    edited: ['reference', 'amount'],
    twoFactor: true,
    toBody: (own) => ({ reference: own.reference.trim(), amount: own.amount }),
    rules: (current): FieldErrors => (current.reference === '' ? { reference: 'Une référence.' } : {}),
    mutation,
    fieldOfCode: { DAILY_LIMIT_EXCEEDED: 'reference' },
    successText: () => 'Virement fait.',
    onSuccess,
  });
  return (
    <MoneyActionForm
      action={action}
      edit={{
        reviewLabel: 'Vérifier',
        fields: (
          <>
            <TextField name="reference" label="Référence" value={values.reference} onChange={set('reference')} />
            <TextField name="amount" label="Montant" value={values.amount} onChange={set('amount')} />
          </>
        ),
      }}
      title="Vérifiez le virement"
      note="Rien ne part avant le mot de passe."
      lines={[
        { term: 'Référence', value: values.reference },
        { term: 'Montant', value: values.amount },
      ]}
      intro="Saisissez votre mot de passe de transaction pour virer."
      submitLabel="Virer"
      backLabel="Modifier"
      fixes={{ KYC_REQUIRED: <a href="#kyc">Vérifier mon identité</a> }}
    />
  );
}

/** An action without an edit step (a pack at its price): it opens on its review. */
function Purchase({ call, onCancel }: { call: Call; onCancel: () => void }) {
  const mutation = useMutation({ mutationFn: call });
  const { action } = useMoneyAction({
    initial: {},
    toBody: () => ({ pack: 'p1' }),
    mutation,
    onCancel,
  });
  return (
    <MoneyActionForm
      action={action}
      title="Commande du pack"
      lines={[{ term: 'Prix', value: '100 USDT' }]}
      intro="Saisissez votre mot de passe de transaction pour payer."
      submitLabel="Payer"
      backLabel="Annuler"
    />
  );
}

type User = ReturnType<typeof renderWithProviders>['user'];

async function toPassword(user: User, { reference = 'R-1', amount = '25' } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Référence' }), reference);
  await user.type(screen.getByRole('textbox', { name: 'Montant' }), amount);
  await user.click(screen.getByRole('button', { name: 'Vérifier' }));
  const review = await screen.findByRole('region', { name: 'Vérifiez le virement' });
  await user.click(within(review).getByRole('button', { name: 'Confirmer' }));
  return { review, password: await within(review).findByLabelText('Mot de passe de transaction') };
}

describe('a money action', () => {
  it('checks the edit step, reviews every line, then asks for the password: nothing is sent before', async () => {
    const { sent, call } = calls({ id: 't1' });
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<Transfer call={call} onSuccess={onSuccess} />);

    await user.click(await screen.findByRole('button', { name: 'Vérifier' }));
    const reference = screen.getByRole('textbox', { name: 'Référence' });
    await waitFor(() => expect(descriptionOf(reference)).toBe('Une référence.'));
    expect(screen.queryByRole('region', { name: 'Vérifiez le virement' })).not.toBeInTheDocument();

    await user.type(reference, 'R-1');
    await user.type(screen.getByRole('textbox', { name: 'Montant' }), '25');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    const review = await screen.findByRole('region', { name: 'Vérifiez le virement' });
    expect(review).toHaveTextContent('Rien ne part avant le mot de passe.');
    expect(
      within(review)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`),
    ).toEqual(['Référence: R-1', 'Montant: 25']);
    expect(within(review).queryByLabelText('Mot de passe de transaction')).not.toBeInTheDocument();

    // Back to the edit keeps what was typed; the review again, confirmed.
    await user.click(within(review).getByRole('button', { name: 'Modifier' }));
    expect(screen.getByRole('textbox', { name: 'Montant' })).toHaveValue('25');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    const password = await screen.findByLabelText('Mot de passe de transaction');
    expect(screen.getByText('Saisissez votre mot de passe de transaction pour virer.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Code de vérification/ })).not.toBeInTheDocument();

    // An empty password is refused before any call.
    await user.click(screen.getByRole('button', { name: 'Virer' }));
    await waitFor(() => expect(descriptionOf(password)).toBe('Ce champ est obligatoire.'));
    expect(sent).toEqual([]);

    await user.type(password, 'Demo-Tx-1');
    await user.click(screen.getByRole('button', { name: 'Virer' }));
    expect(await screen.findByText('Virement fait.')).toBeVisible();
    expect(sent).toEqual([{ data: { reference: 'R-1', amount: '25', transaction_password: 'Demo-Tx-1' } }]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    // Done: the action starts over, empty.
    expect(await screen.findByRole('textbox', { name: 'Montant' })).toHaveValue('');
  });

  it('puts each refusal on its field, in its code’s one text, and fixes the edit step’s on the edit step', async () => {
    const { sent, call } = calls(
      refusal('TRANSACTION_PASSWORD_INVALID'),
      refusal('DAILY_LIMIT_EXCEEDED'),
      refusal('INSUFFICIENT_FUNDS'),
    );
    const { user } = renderWithProviders(<Transfer call={call} />);
    await screen.findByRole('button', { name: 'Vérifier' });
    const { password } = await toPassword(user);
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Virer' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(descriptionOf(password)).toBe('Le mot de passe de transaction est incorrect.');
    expect(screen.getByRole('alert')).toHaveTextContent('Le mot de passe de transaction est incorrect.');

    // The operation's own code, on the field it names: back to the edit step, where it is fixed.
    await user.type(password, '!');
    await user.click(screen.getByRole('button', { name: 'Virer' }));
    const reference = await screen.findByRole('textbox', { name: 'Référence' });
    await waitFor(() => expect(descriptionOf(reference)).toBe('Ce retrait dépasserait votre limite du jour.'));
    expect(screen.queryByLabelText('Mot de passe de transaction')).not.toBeInTheDocument();

    // A shared code has its field in every action.
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    await user.type(await screen.findByLabelText('Mot de passe de transaction'), 'Demo-Tx-1');
    await user.click(screen.getByRole('button', { name: 'Virer' }));
    const amount = await screen.findByRole('textbox', { name: 'Montant' });
    await waitFor(() => expect(descriptionOf(amount)).toBe('Votre solde disponible ne suffit pas pour ce montant.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Votre solde disponible ne suffit pas pour ce montant.');
    expect(sent).toHaveLength(3);
  });

  it('asks for the 2FA code when the platform wants one, keeping the password, and checks its shape before sending it', async () => {
    const { sent, call } = calls(refusal('TWO_FACTOR_REQUIRED'), refusal('TWO_FACTOR_INVALID'), { id: 't1' });
    const { user } = renderWithProviders(<Transfer call={call} />);
    await screen.findByRole('button', { name: 'Vérifier' });
    const { review, password } = await toPassword(user);
    await user.type(password, 'Demo-Tx-1');
    await user.click(screen.getByRole('button', { name: 'Virer' }));

    const code = await within(review).findByRole('textbox', { name: 'Code de vérification (6 chiffres)' });
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez le code de votre application d’authentification.');
    expect(password).toHaveValue('Demo-Tx-1');

    await user.click(screen.getByRole('button', { name: 'Virer' }));
    await waitFor(() => expect(descriptionOf(code)).toBe('Ce champ est obligatoire.'));
    await user.type(code, '12 34');
    await user.click(screen.getByRole('button', { name: 'Virer' }));
    await waitFor(() => expect(descriptionOf(code)).toBe('Le code comporte 6 chiffres.'));
    expect(sent).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Virer' }));
    await waitFor(() => expect(descriptionOf(code)).toBe('Le code est incorrect ou a déjà servi.'));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Virer' }));
    expect(await screen.findByText('Virement fait.')).toBeVisible();
    expect(sent.map((call) => (call as { data: object }).data)).toEqual([
      { reference: 'R-1', amount: '25', transaction_password: 'Demo-Tx-1' },
      { reference: 'R-1', amount: '25', transaction_password: 'Demo-Tx-1', two_factor_code: '000000' },
      { reference: 'R-1', amount: '25', transaction_password: 'Demo-Tx-1', two_factor_code: '123456' },
    ]);
  });

  it('links to the fix of a refusal: the shared one for a missing password, the operation’s own', async () => {
    const { call } = calls(refusal('TRANSACTION_PASSWORD_NOT_SET'), refusal('KYC_REQUIRED'));
    const { user } = renderWithProviders(<Transfer call={call} />);
    await screen.findByRole('button', { name: 'Vérifier' });
    const { password } = await toPassword(user);
    await user.type(password, 'Demo-Tx-1');
    await user.click(screen.getByRole('button', { name: 'Virer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Définissez d’abord votre mot de passe de transaction.');
    expect(within(alert).getByRole('link', { name: 'Définir mon mot de passe de transaction' })).toHaveAttribute(
      'href',
      '/account/setting/profile/security',
    );

    await user.click(screen.getByRole('button', { name: 'Virer' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Vérifiez votre identité (KYC) pour continuer.'),
    );
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Vérifier mon identité' })).toBeVisible();
  });

  it('opens on its review without an edit step; a shared code for a field it lacks is told in the alert; Back leaves', async () => {
    const { sent, call } = calls(refusal('INSUFFICIENT_FUNDS'));
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<Purchase call={call} onCancel={onCancel} />);
    const review = await screen.findByRole('region', { name: 'Commande du pack' });
    await user.click(within(review).getByRole('button', { name: 'Confirmer' }));
    await user.type(await within(review).findByLabelText('Mot de passe de transaction'), 'Demo-Tx-1');
    await user.click(within(review).getByRole('button', { name: 'Payer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre solde disponible ne suffit pas pour ce montant.');
    expect(sent).toEqual([{ data: { pack: 'p1', transaction_password: 'Demo-Tx-1' } }]);

    await user.click(within(review).getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says the refusals in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    const { call } = calls(refusal('TRANSACTION_PASSWORD_INVALID'));
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<Purchase call={call} onCancel={onCancel} />);
    const review = await screen.findByRole('region', { name: 'Commande du pack' });
    await user.click(within(review).getByRole('button', { name: 'Confirm' }));
    const password = await within(review).findByLabelText('Transaction password');
    await user.click(within(review).getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(descriptionOf(password)).toBe('This field is required.'));
    await user.type(password, 'wrong');
    await user.click(within(review).getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(descriptionOf(password)).toBe('The transaction password is wrong.'));
  });
});
