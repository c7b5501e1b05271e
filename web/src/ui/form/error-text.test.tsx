import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/fetcher.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { Button } from '../button/button.tsx';
import { Form, FormAlert } from './form.tsx';
import { useForm } from './use-form.ts';

/** A form whose call fails with `error`, said in its alert. */
function Refused({ error }: { error: Error }) {
  const mutation = useMutation({
    mutationFn: async (): Promise<never> => {
      throw error;
    },
  });
  const form = useForm({ initial: {}, mutation, failure: 'alert' });
  return (
    <Form ref={form.formRef} onSubmit={form.onSubmit}>
      {form.failure && <FormAlert>{form.failure.text}</FormAlert>}
      <Button type="submit">Envoyer</Button>
    </Form>
  );
}

async function refusedWith(error: Error): Promise<HTMLElement> {
  const { user } = renderWithProviders(<Refused error={error} />);
  await user.click(await screen.findByRole('button', { name: 'Envoyer' }));
  return screen.findByRole('alert');
}

const insufficient = new ApiError(422, { message: 'Not enough available', code: 'INSUFFICIENT_FUNDS' });

// The first test of the file is the first failure: the table of texts is not loaded before it.
describe('the text of a failed call', () => {
  it('is the one text of its code, from the first failure on', async () => {
    expect(await refusedWith(insufficient)).toHaveTextContent(
      /^Votre solde disponible ne suffit pas pour ce montant\.$/,
    );
  });

  it('is in the interface’s language', async () => {
    window.localStorage.setItem('app-language', 'en');
    const alert = await refusedWith(insufficient);
    expect(alert).toHaveTextContent(/^Your available balance is not enough for this amount\.$/);
  });

  it('is the server’s message for a code newer than the app, or for none', async () => {
    const newer = new ApiError(422, { message: 'A rule this app does not know yet.', code: 'A_NEWER_RULE' });
    expect(await refusedWith(newer)).toHaveTextContent(/^A rule this app does not know yet\.$/);
  });

  it('is the network’s message when there is no answer', async () => {
    expect(await refusedWith(new TypeError('Failed to fetch'))).toHaveTextContent(/^Failed to fetch$/);
  });
});
