/**
 * The captcha in the auth forms, against Prism's mock of the contract: always there on sign-up and
 * forgot-password, there on sign-in from the moment the platform answers 428, never losing what was typed,
 * and the solution sent with the call as `captcha`. jsdom runs no worker, so the widget is its stand-in here;
 * the browser tests solve the real one.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiHeaders } from '../../api/fetcher.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { STAND_IN_LABEL } from './captcha-stand-in.tsx';
import { expectPageHeading } from '../../test/page-heading.ts';

vi.mock('../../ui/captcha/captcha.tsx', async () => ({
  Captcha: (await import('./captcha-stand-in.tsx')).StandInCaptcha,
}));

// The nonce of the contract's example challenge, which Prism answers.
const SOLVED = 'solved-64dbc516e4caba46fc186b894f7598bd';
const MISSING = 'Confirmez que vous n’êtes pas un robot pour continuer.';

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** Records every call (with its JSON body) and lets `change` ask Prism for another declared answer. */
function recordCalls(change?: (path: string, calls: Sent[]) => Record<string, string> | undefined) {
  const original = globalThis.fetch;
  const calls: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(String(input)).pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method: init?.method ?? 'GET', path, body });
    const extra = change?.(path, calls);
    if (!extra) return original(input, init);
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return original(input, { ...init, headers });
  });
  return {
    calls,
    to: (path: string) => calls.filter((call) => call.path === path && call.method !== 'GET'),
    challenges: () => calls.filter((call) => call.path === '/auth/captcha').length,
  };
}

beforeEach(() => {
  setApiHeaders({});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the captcha of the sign-up', () => {
  async function fill(user: ReturnType<typeof renderWithProviders>['user']) {
    const field = (name: string) => screen.getByRole('textbox', { name });
    await user.type(await screen.findByRole('textbox', { name: 'Nom d’utilisateur' }), 'new-member');
    await user.type(screen.getByLabelText('Mot de passe'), 'Str0ng-Password!');
    await user.type(screen.getByLabelText('Répéter le mot de passe'), 'Str0ng-Password!');
    await user.type(field('E-mail'), 'new.member@example.com');
    await user.type(field('Prénom'), 'Awa');
    await user.type(field('Nom'), 'Diallo');
    await user.type(screen.getByRole('combobox', { name: 'Pays' }), 'Sén');
    await user.click(await screen.findByRole('option', { name: 'Sénégal' }));
    await user.click(screen.getByRole('checkbox', { name: 'J’accepte la politique de confidentialité' }));
  }

  it('is shown from the start, and nothing is sent before it is solved', async () => {
    const { to } = recordCalls();
    const { user } = renderWithProviders(undefined, { path: '/register/demo-member' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING);
    expect(to('/auth/signup')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: STAND_IN_LABEL }));
    await waitFor(() => expect(screen.queryByText(MISSING)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await expectPageHeading('Connexion');
    expect(to('/auth/signup')[0]?.body).toMatchObject({ username: 'new-member', captcha: SOLVED });
  });

  it('asks for a new solution when the platform refuses one, keeping the form as typed', async () => {
    const { to, challenges } = recordCalls((path) =>
      path === '/auth/signup' ? { Prefer: 'code=400, example=captchaInvalid' } : undefined,
    );
    const { user } = renderWithProviders(undefined, { path: '/register/demo-member' });
    await fill(user);
    await user.click(await screen.findByRole('checkbox', { name: STAND_IN_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The captcha was not solved or has expired. Solve it again.',
    );
    expect(to('/auth/signup')).toHaveLength(1);
    await waitFor(() => expect(challenges()).toBe(2));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: STAND_IN_LABEL })).not.toBeChecked());
    expect(screen.getByRole('textbox', { name: 'Nom d’utilisateur' })).toHaveValue('new-member');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('Str0ng-Password!');
  });
});

describe('the captcha of the sign-in', () => {
  it('is not there at first, appears on 428 without losing what was typed, and goes with the next try', async () => {
    const { to } = recordCalls((path, calls) =>
      // The platform asks for the captcha until a solution comes.
      path === '/auth/sign-in' && !calls.at(-1)?.body?.captcha ? { Prefer: 'code=428' } : undefined,
    );
    const { user } = renderWithProviders(undefined, { path: '/login' });
    await user.type(await screen.findByRole('textbox', { name: 'Nom d’utilisateur ou e-mail' }), 'demo-member');
    await user.type(screen.getByLabelText('Mot de passe'), 'Demo-Password-1');
    expect(screen.queryByRole('checkbox', { name: STAND_IN_LABEL })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Solve the captcha to continue');
    const captcha = await screen.findByRole('checkbox', { name: STAND_IN_LABEL });
    expect(screen.getByRole('textbox', { name: 'Nom d’utilisateur ou e-mail' })).toHaveValue('demo-member');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('Demo-Password-1');
    expect(to('/auth/sign-in')[0]?.body).not.toHaveProperty('captcha');

    setApiHeaders({ Authorization: 'Bearer test-token' });
    await user.click(captcha);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await expectPageHeading('Mes portefeuilles');
    expect(to('/auth/sign-in')).toHaveLength(2);
    expect(to('/auth/sign-in')[1]?.body).toMatchObject({ login: 'demo-member', captcha: SOLVED });
  });
});

describe('the captcha of the forgot-password page', () => {
  it('goes with the request', async () => {
    const { to } = recordCalls();
    const { user, router } = renderWithProviders(undefined, { path: '/forgot-password' });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'demo-member@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING);
    expect(to('/auth/forgot-password')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: STAND_IN_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email'));
    expect(to('/auth/forgot-password')[0]?.body).toEqual({ email: 'demo-member@example.com', captcha: SOLVED });
  });
});

describe('a hosted captcha', () => {
  it('renders the provider’s widget with the site key the platform gives, and sends its token', async () => {
    // The provider's script is outside the product: its documented explicit API, standing in for it.
    const render = vi.fn((container: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Provider check';
      button.addEventListener('click', () => options.callback('provider-token'));
      container.append(button);
      return 'widget-1';
    });
    vi.stubGlobal('turnstile', { render, reset: vi.fn() });
    const { to } = recordCalls((path) => (path === '/auth/captcha' ? { Prefer: 'example=turnstile' } : undefined));
    const { user, router } = renderWithProviders(undefined, { path: '/forgot-password' });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'demo-member@example.com');
    await user.click(await screen.findByRole('button', { name: 'Provider check' }));
    expect(render.mock.calls[0]?.[1]).toMatchObject({ sitekey: '0x4AAAAAAABkMYinukE8nzY', language: 'fr' });

    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email'));
    expect(to('/auth/forgot-password')[0]?.body).toEqual({
      email: 'demo-member@example.com',
      captcha: 'provider-token',
    });
  });
});
