/**
 * Authentication against Prism's mock of the contract. Prism answers from the examples of
 * openapi.yaml: demo-member (uid KNT-100002, scopes [member]) for the session and the sign-in, 401
 * without an Authorization header, and another declared status on `Prefer: code=...`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiHeaders } from '../../api/fetcher.ts';
import { getListNotificationsQueryKey } from '../../api/generated/endpoints/notification/notification.ts';
import type { User } from '../../api/generated/model/user.ts';
import { SignInResponse } from '../../api/generated/zod/auth/auth.zod.ts';
import { createTestQueryClient, renderWithProviders } from '../../test/render-with-providers.tsx';
import { STAND_IN_LABEL } from './captcha-stand-in.tsx';
import { ANONYMOUS, fetchSession, sessionQueryKey } from './session-queries.ts';
import { expectPageHeading } from '../../test/page-heading.ts';

// jsdom runs no worker: the widget's stand-in (the browser tests solve the real one).
vi.mock('../../ui/captcha/captcha.tsx', async () => ({
  Captcha: (await import('./captcha-stand-in.tsx')).StandInCaptcha,
}));

const SIGNED_IN_AS_MEMBER = { Authorization: 'Bearer test-token' };

/** Calls through to Prism, changing what `change` says for the matching calls; records every call. */
function interceptFetch(
  change?: (method: string, path: string, init: RequestInit | undefined) => Promise<Response> | RequestInit | undefined,
) {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch');
  spy.mockImplementation((input, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input)).pathname;
    const changed = change?.(method, path, init);
    if (changed instanceof Promise) return changed;
    return original(input, changed ?? init);
  });
  const sent = () =>
    spy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
  return { sent };
}

/** The same request, asking Prism for another declared answer. */
function prefer(init: RequestInit | undefined, code: number): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set('Prefer', `code=${code}`);
  return { ...init, headers };
}

const admin: User = {
  uid: 'KNT-100001',
  username: 'demo-admin',
  user_name: 'demo-admin',
  last_name: 'Admin',
  first_name: 'Demo',
  email: 'demo-admin@example.com',
  scopes: ['member', 'admin'],
  photo: null,
  parrain: null,
  kyc: 'verified',
  haveTransactionPassword: true,
  tel: null,
  country: 'FR',
  created_at: '2026-01-01T09:00:00Z',
  cap: '0',
  cag: '0',
  is_active: true,
};

beforeEach(() => {
  // Nobody signed in unless a test says so: Prism answers 401 to the session without a bearer token.
  setApiHeaders({});
});

async function signIn(user: ReturnType<typeof renderWithProviders>['user'], password = 'Demo-Password-1') {
  await user.type(await screen.findByRole('textbox', { name: 'Nom d’utilisateur ou e-mail' }), 'demo-member');
  await user.type(screen.getByLabelText('Mot de passe'), password);
  // Once signed in, the shell's calls (the notification bell) carry the session, as the BFF's cookie
  // would; Prism wants the bearer token the BFF adds.
  setApiHeaders(SIGNED_IN_AS_MEMBER);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('the session', () => {
  it('is the user when the BFF has one', async () => {
    setApiHeaders(SIGNED_IN_AS_MEMBER);
    const session = await fetchSession();
    expect(session.need2fa).toBe(false);
    expect(session.user?.uid).toBe('KNT-100002');
  });

  it('is anonymous on 401', async () => {
    expect(await fetchSession()).toEqual(ANONYMOUS);
  });

  it('waits for a 2FA code on 403 2FA_NEEDED', async () => {
    setApiHeaders({ ...SIGNED_IN_AS_MEMBER, Prefer: 'code=403' });
    expect(await fetchSession()).toEqual({ user: null, need2fa: true });
  });

  it('is fetched behind an accessible full-screen loader before any route renders', async () => {
    renderWithProviders(undefined, { path: '/login' });
    expect(screen.getByRole('status', { name: 'Vérification de votre session…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await expectPageHeading('Connexion');
    expect(screen.queryByRole('status', { name: 'Vérification de votre session…' })).not.toBeInTheDocument();
  });
});

describe('protected routes', () => {
  it('send an anonymous visitor to /login, remembering where he was going', async () => {
    const { router } = renderWithProviders(undefined, { path: '/dashboard?tab=1' });

    await expectPageHeading('Connexion');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard?tab=1' });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });

  it('come back to that page after the sign-in', async () => {
    const { user, router } = renderWithProviders(undefined, { path: '/login?redirect=%2Fdashboard' });
    interceptFetch((_method, path) => {
      // Once signed in, Prism wants the bearer token the BFF would add.
      if (path === '/notification') return { headers: { ...SIGNED_IN_AS_MEMBER, 'X-CSRF': '1' } };
      return undefined;
    });
    await signIn(user);

    await expectPageHeading('Tableau de bord');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('show a member his wallets, with his name and uid', async () => {
    setApiHeaders(SIGNED_IN_AS_MEMBER);
    renderWithProviders(undefined, { path: '/wallets/my-wallets' });

    await expectPageHeading('Mes portefeuilles');
    expect(screen.getByText('Bonjour demo-member (KNT-100002).')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Navigation du compte' });
    expect(within(nav).getByRole('link', { name: 'Compte' })).toHaveAttribute('href', '/account/');
    expect(within(nav).queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('send a member who is not an administrator from /admin to his wallets', async () => {
    setApiHeaders(SIGNED_IN_AS_MEMBER);
    const { router } = renderWithProviders(undefined, { path: '/admin' });

    await expectPageHeading('Mes portefeuilles');
    expect(router.state.location.pathname).toBe('/wallets/my-wallets');
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('let an administrator into /admin, which opens the admin dashboard', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sessionQueryKey(), { user: admin, need2fa: false });
    const { router } = renderWithProviders(undefined, { path: '/admin', queryClient });

    await expectPageHeading('Administration');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('end the session on a 401 of any other call and go to /login with the origin', async () => {
    setApiHeaders(SIGNED_IN_AS_MEMBER);
    interceptFetch((_method, path, init) => (path === '/notification' ? prefer(init, 401) : undefined));
    const { router, queryClient } = renderWithProviders(undefined, { path: '/dashboard' });

    await expectPageHeading('Connexion');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
    expect(queryClient.getQueryData(sessionQueryKey())).toEqual(ANONYMOUS);
  });
});

describe('sign-in', () => {
  it('lands on my wallets and sets AccountConnected', async () => {
    const { user, router } = renderWithProviders(undefined, { path: '/login' });
    await signIn(user);

    await expectPageHeading('Mes portefeuilles');
    expect(router.state.location.pathname).toBe('/wallets/my-wallets');
    expect(window.localStorage.getItem('AccountConnected')).toBe('yes');
  });

  it('never goes back to /logout, nor to another site', async () => {
    const { user, router } = renderWithProviders(undefined, { path: '/login?redirect=%2F%2Fevil.example' });
    await signIn(user);
    await expectPageHeading('Mes portefeuilles');
    expect(router.state.location.pathname).toBe('/wallets/my-wallets');
  });

  it('sends a signed-in visitor of /login on, /logout counting as no origin', async () => {
    setApiHeaders(SIGNED_IN_AS_MEMBER);
    const { router } = renderWithProviders(undefined, { path: '/login?redirect=%2Flogout' });
    await expectPageHeading('Mes portefeuilles');
    expect(router.state.location.pathname).toBe('/wallets/my-wallets');
  });

  // Product spec, section 8: the server's message, not the one text of its code the other screens say.
  it('shows the server’s message when it is refused', async () => {
    interceptFetch((method, path, init) => (path === '/auth/sign-in' ? prefer(init, 401) : undefined));
    const { user } = renderWithProviders(undefined, { path: '/login' });
    await signIn(user, 'Not-the-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid username or password$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    expect(window.localStorage.getItem('AccountConnected')).toBeNull();
  });

  it('shows the server’s message for a deactivated account too', async () => {
    interceptFetch((method, path, init) => (path === '/auth/sign-in' ? prefer(init, 403) : undefined));
    const { user } = renderWithProviders(undefined, { path: '/login' });
    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This account has been deactivated\. Contact support to have it reactivated\.$/,
    );
  });

  it('shows the network’s message when there is no answer', async () => {
    interceptFetch((_method, path) =>
      path === '/auth/sign-in' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    );
    const { user } = renderWithProviders(undefined, { path: '/login' });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('says "An error was occured" when the error has no message', async () => {
    interceptFetch((_method, path) => (path === '/auth/sign-in' ? Promise.reject(new TypeError('')) : undefined));
    const { user } = renderWithProviders(undefined, { path: '/login' });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error was occured$/);
  });

  it('puts the server’s 400 details on their fields and focuses the first', async () => {
    const { sent } = interceptFetch((_method, path, init) =>
      path === '/auth/sign-in' ? prefer(init, 400) : undefined,
    );
    const { user } = renderWithProviders(undefined, { path: '/login' });
    await signIn(user);

    const login = await screen.findByRole('textbox', { name: 'Nom d’utilisateur ou e-mail' });
    await waitFor(() => expect(login).toHaveAttribute('aria-invalid', 'true'));
    expect(login).toHaveAccessibleDescription('must NOT have fewer than 1 characters');
    expect(login).toHaveFocus();
    expect(sent()).toContain('POST /auth/sign-in');
  });

  it('checks the fields before any call', async () => {
    const { sent } = interceptFetch();
    const { user } = renderWithProviders(undefined, { path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));

    const login = screen.getByRole('textbox', { name: 'Nom d’utilisateur ou e-mail' });
    expect(login).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(login).toHaveFocus();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).not.toContain('POST /auth/sign-in');
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code after two_factor_needed, then signs in', async () => {
    // Prism's example is a completed sign-in; this answer (checked against the contract's schema)
    // is the one the platform gives an account with 2FA.
    const waiting = SignInResponse.parse({ user: null, two_factor_needed: true });
    interceptFetch((_method, path, init) => {
      if (path === '/auth/sign-in') return Promise.resolve(Response.json(waiting));
      // The BFF sends the short-lived token of the waiting sign-in with the code.
      if (path === '/auth/verify-2fa')
        return { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...SIGNED_IN_AS_MEMBER } };
      return undefined;
    });
    const { user, router } = renderWithProviders(undefined, { path: '/login' });
    await signIn(user);

    await expectPageHeading('Vérification en deux étapes');
    expect(window.localStorage.getItem('AccountConnected')).toBeNull();
    const code = screen.getByRole('textbox', { name: 'Code à six chiffres' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(code).toHaveAccessibleDescription('Le code comporte exactement six chiffres.');

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await expectPageHeading('Mes portefeuilles');
    expect(router.state.location.pathname).toBe('/wallets/my-wallets');
    expect(window.localStorage.getItem('AccountConnected')).toBe('yes');
  });

  it('asks for the code at once when the session already waits for it', async () => {
    setApiHeaders({ ...SIGNED_IN_AS_MEMBER, Prefer: 'code=403' });
    renderWithProviders(undefined, { path: '/dashboard' });
    await expectPageHeading('Vérification en deux étapes');
  });
});

describe('sign-out', () => {
  it('clears the session and every cached answer, sets AccountConnected to false and goes to /login', async () => {
    setApiHeaders(SIGNED_IN_AS_MEMBER);
    window.localStorage.setItem('AccountConnected', 'yes');
    const { user, router, queryClient } = renderWithProviders(undefined, { path: '/dashboard' });
    await expectPageHeading('Tableau de bord');
    await waitFor(() => expect(queryClient.getQueryData(getListNotificationsQueryKey())).toBeDefined());

    await user.click(screen.getByRole('button', { name: /Mon compte/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));

    await expectPageHeading('Connexion');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('AccountConnected')).toBe('false');
    expect(queryClient.getQueryData(sessionQueryKey())).toEqual(ANONYMOUS);
    expect(queryClient.getQueryData(getListNotificationsQueryKey())).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });
});

describe('register', () => {
  async function fill(user: ReturnType<typeof renderWithProviders>['user'], repeat: string) {
    const field = (name: string) => screen.getByRole('textbox', { name });
    await user.type(await screen.findByRole('textbox', { name: 'Nom d’utilisateur' }), 'new-member');
    await user.type(screen.getByLabelText('Mot de passe'), 'Str0ng-Password!');
    await user.type(screen.getByLabelText('Répéter le mot de passe'), repeat);
    await user.type(field('E-mail'), 'new.member@example.com');
    await user.type(field('Prénom'), 'Awa');
    await user.type(field('Nom'), 'Diallo');
    await user.type(screen.getByRole('combobox', { name: 'Pays' }), 'Sén');
    await user.click(await screen.findByRole('option', { name: 'Sénégal' }));
    await user.click(screen.getByRole('checkbox', { name: 'J’accepte la politique de confidentialité' }));
    await user.click(await screen.findByRole('checkbox', { name: STAND_IN_LABEL }));
  }

  it('pre-fills the sponsor from the address', async () => {
    renderWithProviders(undefined, { path: '/register/demo-member' });
    expect(await screen.findByRole('textbox', { name: 'Parrain' })).toHaveValue('demo-member');
  });

  it('refuses different passwords before any call', async () => {
    const { sent } = interceptFetch();
    const { user } = renderWithProviders(undefined, { path: '/silent/register/demo-member' });
    await fill(user, 'Str0ng-Password?');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const repeat = screen.getByLabelText('Répéter le mot de passe');
    expect(repeat).toHaveAccessibleDescription('Password and repeat password does not match');
    expect(repeat).toHaveFocus();
    expect(sent()).not.toContain('POST /auth/signup');
  });

  it('shows the server’s message when it is refused, on the field it names', async () => {
    interceptFetch((_method, path, init) => (path === '/auth/signup' ? prefer(init, 409) : undefined));
    const { user } = renderWithProviders(undefined, { path: '/register/demo-member' });
    await fill(user, 'Str0ng-Password!');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const username = screen.getByRole('textbox', { name: 'Nom d’utilisateur' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('This username is already taken');
  });

  it('says "An error was occured" when there is no answer, not the network’s message', async () => {
    interceptFetch((_method, path) =>
      path === '/auth/signup' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    );
    const { user } = renderWithProviders(undefined, { path: '/register/demo-member' });
    await fill(user, 'Str0ng-Password!');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error was occured$/);
  });

  it('registers, then goes to /login with the server’s message', async () => {
    const { sent } = interceptFetch();
    const { user, router } = renderWithProviders(undefined, { path: '/register/demo-member' });
    await fill(user, 'Str0ng-Password!');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await expectPageHeading('Connexion');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Your account has been created')).toBeVisible();
    expect(sent()).toContain('POST /auth/signup');
  });
});
