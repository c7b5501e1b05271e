/** The admin user pages against Prism's mock: the contract's examples are the data (demo-member, KNT-100002). */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { admin, signedInAs } from '../../test/users.ts';
import { expectPageHeading } from '../../test/page-heading.ts';
import { expectPageInAddress } from '../../test/paging.ts';

// The first page of a file loads its route's chunks over a busy machine: more than the default second.
configure({ asyncUtilTimeout: 10_000 });

/** Records every call (and answers some itself); the rest go on to Prism. */
function recordCalls(answer?: (method: string, path: string) => Response | undefined) {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch');
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    return answer?.(init?.method ?? 'GET', url.pathname) ?? original(input, init);
  });
  return (method: string, path: string) =>
    spy.mock.calls
      .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input)).pathname === path)
      .map(([input, init]) => ({
        search: new URL(String(input)).searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin/user', () => {
  it('lists the members with the spec’s columns, searches and filters through the address', async () => {
    const sent = recordCalls();
    const { user, router } = renderWithProviders(undefined, { path: '/admin/user', queryClient: signedInAs(admin) });
    await expectPageHeading('Utilisateurs');

    // The heading comes with the pending page already: the list is there once its data is.
    const table = await screen.findByRole('grid', { name: 'Utilisateurs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['UID', 'Nom d’utilisateur', 'Nom', 'E-mail', 'Statut', 'Téléphone']);
    const row = within(table).getByRole('row', { name: /KNT-100002/ });
    expect(row).toHaveTextContent('demo-member');
    expect(row).toHaveTextContent('Demo Member');
    expect(row).toHaveTextContent('Actif');
    expect(within(row).getByRole('link', { name: 'KNT-100002' })).toHaveAttribute(
      'href',
      '/account/admin/user/profil/KNT-100002',
    );
    expect(screen.getByText('1 utilisateur')).toBeVisible();

    // Applied once typing pauses: no button to press.
    await user.type(screen.getByRole('textbox', { name: /^Rechercher/ }), 'demo');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'demo' }));
    await waitFor(() => expect(sent('GET', '/admin/users').at(-1)?.search.get('q')).toBe('demo'));
    expect(sent('GET', '/admin/users').at(-1)?.search.get('pageSize')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Rechercher' })).toBeNull();

    // The order is a column's name, no select of its own.
    expect(screen.queryByRole('button', { name: /Trier par/ })).toBeNull();
    await user.click(await screen.findByRole('columnheader', { name: 'E-mail' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'demo', sort: 'email' }));
    await waitFor(() => expect(sent('GET', '/admin/users').at(-1)?.search.get('sort')).toBe('email'));
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'email' }));
  });

  it('exports what the filters match, not a page', async () => {
    const sent = recordCalls();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:users');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { user } = renderWithProviders(undefined, {
      path: '/admin/user?q=demo&status=active&page=2',
      queryClient: signedInAs(admin),
    });
    await user.click(await screen.findByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const call = sent('GET', '/admin/users/export')[0]!;
    expect(Object.fromEntries(call.search)).toEqual({ q: 'demo', status: 'active' });
  });
});

describe('admin/user/profil/$uid', () => {
  it('shows the member and deactivates them after a confirmation', async () => {
    const sent = recordCalls();
    const { user } = renderWithProviders(undefined, {
      path: '/admin/user/profil/KNT-100002',
      queryClient: signedInAs(admin),
    });
    await expectPageHeading('Profil d’un membre');
    const identity = await screen.findByRole('region', { name: 'Identité' });
    expect(identity).toHaveTextContent('demo-member@example.com');
    expect(identity).toHaveTextContent('Parraindemo-admin');
    const account = screen.getByRole('region', { name: 'Compte' });
    expect(account).toHaveTextContent('Vérification d’identitéVérifiée N°1');
    expect(account).toHaveTextContent('Double authentificationDésactivée');
    expect(screen.getByRole('link', { name: 'Ses transactions' })).toHaveAttribute(
      'href',
      '/account/admin/user/transact/demo-member?page=1',
    );
    expect(screen.getByRole('link', { name: 'Ses portefeuilles' })).toHaveAttribute(
      'href',
      '/account/admin/wallet-detail?uid=KNT-100002',
    );

    const actions = screen.getByRole('region', { name: 'Actions' });
    // No 2FA to reset on this account.
    expect(within(actions).queryByRole('button', { name: /double authentification/ })).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Désactiver le compte' }));
    expect(sent('PUT', '/admin/users/KNT-100002/active')).toEqual([]);
    expect(within(actions).getByText(/Ses connexions en cours prennent fin tout de suite/)).toBeVisible();
    await user.click(within(actions).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(sent('PUT', '/admin/users/KNT-100002/active')).toHaveLength(1));
    expect(sent('PUT', '/admin/users/KNT-100002/active')[0]!.body).toEqual({ active: false });
  });

  it('shows the member’s photo from the link the platform gives', async () => {
    const photo = '/account/api/admin/users/KNT-100002/photo?v=0123456789abcdef0123456789abcdef';
    const original = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await original(input, init);
      if (new URL(String(input)).pathname !== '/admin/users/KNT-100002') return response;
      const account = (await response.json()) as { user: object };
      return Response.json({ ...account, user: { ...account.user, photo } });
    });
    renderWithProviders(undefined, { path: '/admin/user/profil/KNT-100002', queryClient: signedInAs(admin) });
    const identity = await screen.findByRole('region', { name: 'Identité' });
    expect(within(identity).getByRole('img', { name: 'Photo de demo-member' })).toHaveAttribute('src', photo);
  });

  it('offers no action on the administrator’s own account, and says why', async () => {
    recordCalls();
    // Prism answers demo-member's account whatever the uid: here the administrator is that account.
    renderWithProviders(undefined, {
      path: '/admin/user/profil/KNT-100002',
      queryClient: signedInAs({ ...admin, uid: 'KNT-100002' }),
    });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).queryAllByRole('button')).toEqual([]);
    expect(actions).toHaveTextContent('C’est votre propre compte');
  });

  it('says OWN_ACCOUNT in the interface’s words when the platform refuses', async () => {
    recordCalls((method, path) =>
      method === 'POST' && path === '/admin/users/KNT-100002/resend-kyc'
        ? Response.json(
            { message: 'This is your own account. Another administrator must decide it.', code: 'OWN_ACCOUNT' },
            { status: 422 },
          )
        : undefined,
    );
    const { user } = renderWithProviders(undefined, {
      path: '/admin/user/profil/KNT-100002',
      queryClient: signedInAs(admin),
    });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Redemander la vérification d’identité' }));
    await user.click(within(actions).getByRole('button', { name: 'Confirmer' }));
    expect(
      await screen.findByText('C’est votre propre compte : un autre administrateur doit s’en charger.'),
    ).toBeVisible();
  });
});

describe('admin/user, paged', () => {
  it('keeps its page and its filters in the address', async () => {
    await expectPageInAddress({ path: '/admin/user?q=demo', api: '/admin/users', user: admin });
  });
});
