/**
 * The administrators' configuration pages against Prism's mock of the contract, which answers from
 * the examples of openapi.yaml: pairs USDT→KNT and KNT→USDT (10 to 50000), the USDT limits (20 to
 * 50000), a cold wallet at 149.00, one audit entry (demo-admin, cold-wallet, 149.00 → 129.00).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { expectPageHeading } from '../../test/page-heading.ts';
import { plain } from '../../test/text.ts';
import { expectPageInAddress } from '../../test/paging.ts';
import { admin } from '../../test/users.ts';

type Change = (
  method: string,
  path: string,
  init: RequestInit | undefined,
  input: string,
) => Promise<Response> | undefined;

/**
 * Calls through to Prism as an administrator: Prism's session is demo-member, so its answer gets the
 * admin scope the guard of /admin wants. `change` answers some calls itself; every call is recorded.
 */
function asAdmin(change?: Change) {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch');
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const changed = change?.(method, url.pathname, init, String(input));
    if (changed) return changed;
    const response = await original(input, init);
    if (url.pathname === '/user/information' && response.ok) {
      const user = (await response.json()) as { scopes: string[] };
      return Response.json({ ...user, scopes: [...user.scopes, 'admin'] });
    }
    return response;
  });
  const calls = () =>
    spy.mock.calls.map(([input, init]) => {
      const url = new URL(String(input));
      return { method: init?.method ?? 'GET', path: url.pathname, search: url.searchParams, body: init?.body };
    });
  const sent = (method: string, path: string) => calls().filter((call) => call.method === method && call.path === path);
  /** Prism's own answer to `input`, changed by `edit`. */
  const edited = async <T,>(input: string, init: RequestInit | undefined, edit: (body: T) => unknown) =>
    Response.json(edit((await (await original(input, init)).json()) as T));
  return { sent, edited };
}

async function openPage(path: string, title: string) {
  const rendered = renderWithProviders(undefined, { path });
  await expectPageHeading(title);
  return rendered;
}

describe('every settings page', () => {
  it.each([
    ['/admin/setting/asset', 'Actifs et swap'],
    ['/admin/setting/kyc', 'Vérification d’identité (KYC)'],
    ['/admin/setting/transaction', 'Transactions'],
    ['/admin/setting/duration', 'Délais de livraison'],
    ['/admin/setting/payment', 'Paiements'],
    ['/admin/setting/visa', 'Carte Visa'],
    ['/admin/setting/cold-wallet', 'Cold Wallet'],
    ['/admin/setting/audit', 'Historique des modifications'],
  ])('%s sits in the administration’s breadcrumb, as every admin page', async (path, title) => {
    asAdmin();
    await openPage(path, title);
    const breadcrumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accueil/', 'Administration/', title]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('setting/asset', () => {
  it('opens on the KNT tab, with the pairs from or to KNT', async () => {
    asAdmin();
    await openPage('/admin/setting/asset', 'Actifs et swap');

    const tabs = within(await screen.findByRole('tablist', { name: 'Catégories de paires' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['KNT', 'Fiat', 'Swap']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'KNT' });
    expect(within(panel).getByRole('group', { name: 'Paire USDT → KNT' })).toBeVisible();
    expect(within(panel).getByRole('group', { name: 'Paire KNT → USDT' })).toBeVisible();
  });

  it('refuses a minimum above its maximum before any call, on that field', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/setting/asset', 'Actifs et swap');

    const pair = screen.getByRole('group', { name: 'Paire USDT → KNT' });
    const min = within(pair).getByRole('textbox', { name: 'Minimum' });
    await user.clear(min);
    await user.type(min, '60000');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(min).toHaveAttribute('aria-invalid', 'true'));
    expect(min).toHaveAccessibleDescription('Le minimum ne peut pas dépasser le maximum.');
    expect(min).toHaveFocus();
    expect(sent('POST', '/configuration/swap')).toEqual([]);
  });

  it('sends the whole record and shows the server’s French message', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/setting/asset', 'Actifs et swap');

    await user.click(screen.getByRole('tab', { name: 'Swap' }));
    const fee = screen.getByRole('textbox', { name: 'Frais de swap (%)' });
    await user.clear(fee);
    await user.type(fee, '0,75');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Configuration de swap avec succès')).toBeVisible();
    const [post] = sent('POST', '/configuration/swap');
    expect(JSON.parse(String(post?.body))).toEqual({
      fee_percent: '0.75',
      quote_ttl_seconds: 30,
      pairs: [
        { from: 'USDT', to: 'KNT', min_amount: '10', max_amount: '50000', enabled: true },
        { from: 'KNT', to: 'USDT', min_amount: '10', max_amount: '50000', enabled: true },
      ],
    });
  });
});

describe('setting/payment', () => {
  it('opens on the second payment provider, which honestly has nothing to configure', async () => {
    asAdmin();
    await openPage('/admin/setting/payment', 'Paiements');

    const tabs = within(screen.getByRole('tablist', { name: 'Moyens de paiement' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Prestataire de paiement', 'Visa', 'Crypto']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Prestataire de paiement' });
    expect(panel).toHaveTextContent('Aucun second prestataire de paiement n’est connecté à la plateforme');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('setting/transaction', () => {
  it('puts a 400 detail of the server on its field', async () => {
    const { sent } = asAdmin((method, path) =>
      method === 'POST' && path === '/configuration/transaction'
        ? // A rule only the platform knows: Prism's 400 example names another field, so the answer is the platform's shape.
          Promise.resolve(
            Response.json(
              {
                message: 'body/limits/0/min_withdrawal must not be above max_withdrawal',
                code: 'VALIDATION',
                details: [{ field: 'body/limits/0/min_withdrawal', message: 'must not be above max_withdrawal' }],
              },
              { status: 400 },
            ),
          )
        : undefined,
    );
    const { user } = await openPage('/admin/setting/transaction', 'Transactions');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const row = screen.getByRole('group', { name: 'Limites USDT' });
    const min = within(row).getByRole('textbox', { name: 'Retrait minimum' });
    await waitFor(() => expect(min).toHaveAttribute('aria-invalid', 'true'));
    expect(min).toHaveAccessibleDescription('must not be above max_withdrawal');
    // The field says what is wrong with it; the toast, the server's message (product spec, section 8).
    expect(await screen.findByText('body/limits/0/min_withdrawal must not be above max_withdrawal')).toBeVisible();
    expect(screen.queryByText(/Certaines valeurs ne sont pas acceptées/)).not.toBeInTheDocument();
    expect(sent('POST', '/configuration/transaction')).toHaveLength(1);
  });

  it('shows a failed load in the server’s message, where other pages say its code’s text', async () => {
    const unavailable = () =>
      Promise.resolve(
        Response.json({ message: 'The platform is unreachable', code: 'UPSTREAM_UNAVAILABLE' }, { status: 503 }),
      );
    asAdmin((method, path) =>
      path === '/configuration/transaction' || path === '/configuration/audit' ? unavailable() : undefined,
    );
    const { unmount } = await openPage('/admin/setting/transaction', 'Transactions');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The platform is unreachableRéessayer$/);
    unmount();

    await openPage('/admin/setting/audit', 'Historique des modifications');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Le service est momentanément indisponible\. Réessayez dans un instant\.Réessayer$/,
    );
  });
});

describe('setting/transaction, deposit approval', () => {
  it('saves the deposit approval threshold apart, and says when raising it waits for a second administrator', async () => {
    const request = {
      id: '10',
      kind: 'setting.deposit-approval',
      subject: 'deposit-approval',
      before: { threshold_usd: '100000.00' },
      after: { threshold_usd: '900000.00' },
      status: 'pending',
      proposed_by: 'demo-admin',
      proposed_at: '2026-11-21T09:30:00Z',
      decided_by: null,
      decided_at: null,
      reason: null,
    };
    let answer: 'saved' | 'proposed' = 'saved';
    let proposed = false;
    const { sent } = asAdmin((method, path) => {
      if (method === 'PUT' && path === '/setting/deposit-approval' && answer === 'proposed') {
        proposed = true;
        return Promise.resolve(Response.json(request, { status: 202 }));
      }
      if (method === 'GET' && path === '/admin/requests') {
        const items = proposed ? [request] : [];
        return Promise.resolve(Response.json({ items, total: items.length, page: 1, pageSize: 100 }));
      }
      return undefined;
    });
    const { user } = await openPage('/admin/setting/transaction', 'Transactions');
    const section = await screen.findByRole('region', { name: 'Dépôts : seconde approbation' });
    const threshold = within(section).getByRole('textbox', { name: 'Seuil d’approbation des dépôts (USD)' });
    expect(plain((threshold as HTMLInputElement).value)).toBe('100 000,00');

    await user.clear(threshold);
    await user.type(threshold, '50000');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le seuil' }));
    expect(await screen.findByText('Seuil d’approbation des dépôts enregistré')).toBeVisible();
    expect(sent('PUT', '/setting/deposit-approval').map((call) => JSON.parse(String(call.body)))).toEqual([
      { threshold_usd: '50000' },
    ]);
    // The transaction configuration is another record: it is not sent.
    expect(sent('POST', '/configuration/transaction')).toEqual([]);

    answer = 'proposed';
    await user.clear(threshold);
    await user.type(threshold, '900000');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le seuil' }));
    expect(await screen.findByText('Changement proposé : un autre administrateur doit le valider.')).toBeVisible();
    const pending = await within(section).findByRole('region', { name: 'En attente d’un second administrateur' });
    expect(plain(pending.textContent)).toContain('Seuil d’approbation des dépôts — Proposé par demo-admin');
    expect(plain(pending.textContent)).toContain('Seuil d’approbation des dépôts (USD) : 100 000,00 → 900 000,00');
    // The field shows the threshold in force, the one last saved, not the proposal.
    await waitFor(() => expect(plain((threshold as HTMLInputElement).value)).toBe('50 000'));
  });
});

describe('amounts in the settings forms', () => {
  const unitOf = (field: HTMLElement) =>
    field.parentElement?.textContent?.replace(field.getAttribute('value') ?? '', '');

  it('reads them as French writes them, the unit inside the box, and sends the contract’s decimals', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/setting/transaction', 'Transactions');
    const threshold = await screen.findByRole('textbox', { name: 'Seuil de double validation (USD)' });
    expect(plain((threshold as HTMLInputElement).value)).toBe('10 000,00');
    expect(unitOf(threshold)).toBe('USD');
    const row = screen.getByRole('group', { name: 'Limites USDT' });
    expect(unitOf(within(row).getByRole('textbox', { name: 'Retrait minimum' }))).toBe('USDT');

    const daily = screen.getByRole('textbox', { name: 'Plafond de retrait quotidien (USD)' });
    await user.clear(daily);
    await user.type(daily, '12 345,5');
    await user.tab();
    expect(plain((daily as HTMLInputElement).value)).toBe('12 345,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent('POST', '/configuration/transaction')).toHaveLength(1));
    const body = JSON.parse(String(sent('POST', '/configuration/transaction')[0]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ second_approval_threshold_usd: '10000.00', daily_withdrawal_limit_usd: '12345.5' });
  });

  it('reads and takes them as English writes them', async () => {
    window.localStorage.setItem('app-language', 'en');
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/setting/transaction', 'Transactions');
    const threshold = await screen.findByRole('textbox', { name: 'Second approval threshold (USD)' });
    expect(threshold).toHaveValue('10,000.00');
    await user.clear(threshold);
    await user.type(threshold, '25,000.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST', '/configuration/transaction')).toHaveLength(1));
    const body = JSON.parse(String(sent('POST', '/configuration/transaction')[0]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ second_approval_threshold_usd: '25000.50' });
  });
});

describe('money settings: what a save stops, and leaving', () => {
  const bodyOf = (call: { body?: unknown } | undefined) => JSON.parse(String(call?.body)) as { pairs: unknown[] };

  it('puts removing a saved pair in a danger zone, and says what the save stops before sending it', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/setting/asset', 'Actifs et swap');

    const usdtKnt = await screen.findByRole('group', { name: 'Paire USDT → KNT' });
    const zone = within(usdtKnt).getByRole('group', { name: 'Zone sensible' });
    expect(zone).toHaveTextContent('Supprimer cette paire arrête ses swaps dès l’enregistrement.');
    await user.click(within(zone).getByRole('button', { name: 'Supprimer Paire USDT → KNT' }));
    const kntUsdt = screen.getByRole('group', { name: 'Paire KNT → USDT' });
    await user.click(within(kntUsdt).getByRole('switch', { name: 'Activée' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Enregistrer ces changements ?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'La paire USDT → KNT est supprimée : les membres ne pourront plus échanger USDT contre KNT.',
      'La paire KNT → USDT est désactivée : ses swaps s’arrêtent.',
    ]);
    // Cancel is where the focus starts, and sends nothing.
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('POST', '/configuration/swap')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enregistrer les changements' }),
    );
    expect(await screen.findByText('Configuration de swap avec succès')).toBeVisible();
    expect(bodyOf(sent('POST', '/configuration/swap')[0]).pairs).toEqual([
      { from: 'KNT', to: 'USDT', min_amount: '10', max_amount: '50000', enabled: false },
    ]);
  });

  it('saves without asking when nothing is removed or stopped', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/setting/asset', 'Actifs et swap');
    const min = within(await screen.findByRole('group', { name: 'Paire USDT → KNT' })).getByRole('textbox', {
      name: 'Minimum',
    });
    await user.clear(min);
    await user.type(min, '15');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Configuration de swap avec succès')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('POST', '/configuration/swap')).toHaveLength(1);
  });

  it('picks the assets of a new pair from the platform’s assets', async () => {
    type Assets = { items: { code: string; name: string }[] };
    const { sent, edited } = asAdmin((method, path, init, input) =>
      method === 'GET' && path === '/assets'
        ? edited<Assets>(input, init, (body) => ({
            items: [{ ...body.items[0]!, code: 'BTC', name: 'Bitcoin' }, ...body.items],
          }))
        : undefined,
    );
    const { user } = await openPage('/admin/setting/asset', 'Actifs et swap');
    await user.click(await screen.findByRole('tab', { name: 'Swap' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une paire' }));
    const row = screen.getByRole('group', { name: 'Nouvelle paire' });
    // A new row is not saved yet: removing it stops nothing.
    expect(within(row).queryByRole('group', { name: 'Zone sensible' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Actif donné/ }));
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['BTC — Bitcoin', 'KNT — Kinetic Token', 'USDT — Tether USD']);
    await user.click(within(options).getByRole('option', { name: 'BTC — Bitcoin' }));
    await user.click(within(row).getByRole('button', { name: /Actif reçu/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'USDT — Tether USD' }));
    const pair = screen.getByRole('group', { name: 'Paire BTC → USDT' });
    await user.type(within(pair).getByRole('textbox', { name: 'Minimum' }), '0,001');
    await user.type(within(pair).getByRole('textbox', { name: 'Maximum' }), '2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Configuration de swap avec succès')).toBeVisible();
    expect(bodyOf(sent('POST', '/configuration/swap')[0]).pairs).toContainEqual({
      from: 'BTC',
      to: 'USDT',
      min_amount: '0.001',
      max_amount: '2',
      enabled: true,
    });
  });

  it('asks before leaving a form with unsaved changes, and lets it go when nothing is left unsaved', async () => {
    asAdmin();
    const { user, router } = await openPage('/admin/setting/kyc', 'Vérification d’identité (KYC)');
    const threshold = await screen.findByRole('textbox', { name: 'Seuil de retrait (USD)' });
    await user.clear(threshold);
    await user.type(threshold, '2500');

    act(() => void router.navigate({ to: '/admin/setting/transaction' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    expect(dialog).toHaveTextContent('Vos modifications n’ont pas été enregistrées : elles seront perdues.');
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vérification d’identité (KYC)');
    expect((threshold as HTMLInputElement).value.replace(/\u202f/g, ' ')).toBe('2 500');

    act(() => void router.navigate({ to: '/admin/setting/transaction' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitter sans enregistrer' }),
    );
    await expectPageHeading('Transactions');

    // Nothing changed here: leaving asks nothing.
    act(() => void router.navigate({ to: '/admin/setting/kyc' }));
    await expectPageHeading('Vérification d’identité (KYC)');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets the page go once the changes are saved', async () => {
    asAdmin();
    const { user, router } = await openPage('/admin/setting/kyc', 'Vérification d’identité (KYC)');
    await user.click(await screen.findByRole('switch', { name: 'Vérification des entreprises autorisée' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Configuration de kyc effectuée avec succès')).toBeVisible();
    act(() => void router.navigate({ to: '/admin/setting/transaction' }));
    await expectPageHeading('Transactions');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('setting/kyc', () => {
  it('says the save succeeded in the spec’s French words', async () => {
    asAdmin();
    const { user } = await openPage('/admin/setting/kyc', 'Vérification d’identité (KYC)');
    await user.click(screen.getByRole('switch', { name: 'Vérification des entreprises autorisée' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Configuration de kyc effectuée avec succès')).toBeVisible();
  });

  it('says it in English from the catalog when the interface is English', async () => {
    window.localStorage.setItem('app-language', 'en');
    asAdmin();
    const { user } = await openPage('/admin/setting/kyc', 'Identity verification (KYC)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('KYC configuration saved')).toBeVisible();
  });

  it('says a weakening waits for a second administrator, and shows it apart from what is in force', async () => {
    const request = {
      id: '9',
      kind: 'configuration.kyc',
      subject: 'kyc',
      before: { provider: 'manual', required_for_withdrawal: true },
      after: { provider: 'manual', required_for_withdrawal: false },
      status: 'pending',
      proposed_by: 'demo-admin',
      proposed_at: '2026-11-21T09:30:00Z',
      decided_by: null,
      decided_at: null,
      reason: null,
    };
    let proposed = false;
    const { sent } = asAdmin((method, path) => {
      if (method === 'POST' && path === '/configuration/kyc') {
        proposed = true;
        return Promise.resolve(Response.json(request, { status: 202 }));
      }
      if (method === 'GET' && path === '/admin/requests') {
        const items = proposed ? [request] : [];
        return Promise.resolve(Response.json({ items, total: items.length, page: 1, pageSize: 100 }));
      }
      return undefined;
    });
    const { user } = await openPage('/admin/setting/kyc', 'Vérification d’identité (KYC)');
    const required = screen.getByRole('switch', { name: 'Exigée pour les retraits' });
    expect(required).toBeChecked();
    expect(screen.queryByRole('region', { name: 'En attente d’un second administrateur' })).not.toBeInTheDocument();
    await user.click(required);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const toast = await screen.findByText('Changement proposé : un autre administrateur doit le valider.');
    expect(within(toast.parentElement!).getByRole('link', { name: 'Voir les demandes' })).toHaveAttribute(
      'href',
      '/account/admin/setting/audit?page=1&view=requests&status=pending',
    );
    expect(screen.queryByText('Configuration de kyc effectuée avec succès')).not.toBeInTheDocument();
    expect(JSON.parse(String(sent('POST', '/configuration/kyc')[0]?.body))).toMatchObject({
      required_for_withdrawal: false,
    });
    // The form shows the record in force again; the proposal shows apart, with who proposed it.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Exigée pour les retraits' })).toBeChecked());
    const pending = await screen.findByRole('region', { name: 'En attente d’un second administrateur' });
    expect(plain(pending.textContent)).toContain('Configuration KYC — Proposé par demo-admin le 21 nov. 2026, 09:30');
    expect(pending).toHaveTextContent('KYC requis pour retirer : oui → non');
  });
});

describe('setting/cold-wallet', () => {
  it.each([
    ['-5', 'Le montant ne peut pas être négatif.'],
    ['12.345', 'Deux décimales au plus.'],
    ['', 'Ce champ est obligatoire.'],
  ])('refuses the price %j before any call', async (price, message) => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/setting/cold-wallet', 'Cold Wallet');

    const field = await screen.findByRole('textbox', { name: 'Prix (USD)' });
    // The saved 149.00 as French writes it.
    expect(field).toHaveValue('149,00');
    await user.clear(field);
    if (price) await user.type(field, price);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(message);
    expect(sent('PUT', '/setting/cold-wallet')).toEqual([]);
  });

  it('shows “Mise à jour encours ...” while saving, then the success text', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The answer waits until the pending toast has been seen.
    const fetchThrough = globalThis.fetch;
    const { sent } = asAdmin((method, _path, init, input) =>
      method === 'PUT' ? held.then(() => fetchThrough(input, init)) : undefined,
    );
    const { user } = await openPage('/admin/setting/cold-wallet', 'Cold Wallet');

    const field = screen.getByRole('textbox', { name: 'Prix (USD)' });
    await user.clear(field);
    await user.type(field, '129,5');
    await user.click(screen.getByRole('switch', { name: 'Commandes ouvertes' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Mise à jour encours ...')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    release();
    expect(await screen.findByText('Configuration de Cold Wallet avec succès')).toBeVisible();
    expect(screen.queryByText('Mise à jour encours ...')).not.toBeInTheDocument();
    const [put] = sent('PUT', '/setting/cold-wallet');
    expect(JSON.parse(String(put?.body))).toEqual({ price: '129.5', status: false });
  });

  it('shows a failed load as an error toast and an error state', async () => {
    asAdmin((method, path) =>
      path === '/setting/cold-wallet'
        ? Promise.resolve(Response.json({ message: 'Le service est indisponible' }, { status: 503 }))
        : undefined,
    );
    await openPage('/admin/setting/cold-wallet', 'Cold Wallet');
    await screen.findByRole('button', { name: 'Réessayer' });
    // The page's error state and the toast.
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(alert).toHaveTextContent('Le service est indisponible');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});

describe('setting/audit', () => {
  it('shows who changed what and when', async () => {
    asAdmin();
    await openPage('/admin/setting/audit', 'Historique des modifications');

    const table = screen.getByRole('grid', { name: 'Modifications' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const cells = [within(rows[1]!).getByRole('rowheader'), ...within(rows[1]!).getAllByRole('gridcell')];
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'demo-admin',
      '20 nov. 2026, 10:15',
      'Cold Wallet',
      'Prix (USD) : 149,00 → 129,00',
    ]);
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages des modifications' })).not.toBeInTheDocument();
  });

  it('pages and filters through the address', async () => {
    const { sent, edited } = asAdmin((_method, path, init, input) =>
      // 45 changes in all: three pages of 20.
      path === '/configuration/audit'
        ? edited<{ total: number }>(input, init, (page) => ({ ...page, total: 45 }))
        : undefined,
    );
    const { user, router } = await openPage('/admin/setting/audit', 'Historique des modifications');

    expect(screen.getByText('Page 1 sur 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));

    expect(await screen.findByText('Page 2 sur 3')).toBeVisible();
    expect(router.state.location.search).toEqual({ page: 2 });
    const last = sent('GET', '/configuration/audit').at(-1)!;
    expect(Object.fromEntries(last.search)).toEqual({ page: '2', pageSize: '20' });

    await user.click(screen.getByRole('button', { name: /Configuration/ }));
    await user.click(await screen.findByRole('option', { name: 'Visa' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ page: 1, section: 'visa' }));
    await waitFor(() =>
      expect(Object.fromEntries(sent('GET', '/configuration/audit').at(-1)!.search)).toEqual({
        page: '1',
        pageSize: '20',
        section: 'visa',
      }),
    );
  });
});

describe('setting/audit, paged', () => {
  it('keeps its page and its section in the address', async () => {
    await expectPageInAddress({ path: '/admin/setting/audit?section=visa', api: '/configuration/audit', user: admin });
  });
});
