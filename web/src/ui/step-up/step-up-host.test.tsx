import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError } from '../../api/fetcher.ts';
import { errorAnswer, recordingFetch } from '../../test/recording-fetch.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { StepUpHost } from './step-up-host.tsx';

// The calls' paths after the API base, whatever it is (the tests' Prism mock).
const APPROVE = '/admin/deposits/7/approve';
const stepUpRequired = () => errorAnswer(403, { message: 'Enter your password again.', code: 'STEP_UP_REQUIRED' });

/** A platform that refuses the approval until the password was given, and counts what it saw. */
function platform({ twoFactor = false } = {}) {
  let steppedUp = false;
  const keys: (string | null)[] = [];
  const calls = recordingFetch((method, path) => {
    if (path.endsWith('/user/security'))
      return Response.json({ two_factor_enabled: twoFactor, recovery_codes_left: 0, have_transaction_password: true });
    if (method === 'POST' && path.endsWith('/auth/step-up')) {
      steppedUp = true;
      return Response.json({ stepped_up_at: '2026-01-15T10:00:00.000Z', valid_until: '2026-01-15T10:05:00.000Z' });
    }
    if (method === 'POST' && path.endsWith(APPROVE)) return steppedUp ? Response.json({ id: '7' }) : stepUpRequired();
    return undefined;
  });
  const fetchMock = vi.mocked(globalThis.fetch);
  const approve = () =>
    apiFetch<{ id: string }>('/admin/deposits/7/approve', { method: 'POST' }).finally(() => {
      for (const [input, init] of fetchMock.mock.calls)
        if (String(input).endsWith(APPROVE)) keys.push(new Headers(init?.headers).get('Idempotency-Key'));
    });
  return { calls, approve, keys };
}

/** The host in a page; its handler is set once the page is there. */
async function renderHost() {
  const rendered = renderWithProviders(
    <>
      <p>Page</p>
      <StepUpHost />
    </>,
  );
  await screen.findByText('Page');
  return rendered;
}

describe('StepUpHost', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the password when an action needs a step-up, then sends the action again, once', async () => {
    const { calls, approve, keys } = platform();
    const { user } = await renderHost();
    const answer = approve();
    const dialog = await screen.findByRole('dialog', { name: 'Confirmez que c’est bien vous' });
    const password = await screen.findByLabelText(/Mot de passe de connexion/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(dialog).toBeInTheDocument();
    await user.type(password, 'Demo-Password-1');
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toEqual({ id: '7' });
    expect(calls.filter((call) => call.path.endsWith(APPROVE))).toHaveLength(2);
    expect(calls.find((call) => call.path.endsWith('/auth/step-up'))?.body).toBe(
      JSON.stringify({ password: 'Demo-Password-1' }),
    );
    // The same key both times: the platform keeps no answer of the refusal, so the second is no replay.
    expect(new Set(keys).size).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a code of a user with 2FA; Cancel gives the refusal back, and nothing is sent again', async () => {
    const { calls, approve } = platform({ twoFactor: true });
    const { user } = await renderHost();
    const answer = approve().catch((error: unknown) => error);
    await screen.findByRole('dialog', { name: 'Confirmez que c’est bien vous' });
    expect(await screen.findByLabelText(/Code de double authentification/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('STEP_UP_REQUIRED');
    expect(calls.filter((call) => call.path.endsWith(APPROVE))).toHaveLength(1);
  });
});
