/**
 * admin/assets against Prism's mock: the list answers the example page (USDT on Tron, 6 decimals,
 * 1.00 USD, admin-priced, every flag on); GET of any code answers that USDT.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, cellTexts, errorAnswer, openPage } from './admin-test-kit.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { expectPageInAddress } from '../../../test/paging.ts';
import { admin } from '../../../test/users.ts';

describe('admin/assets', () => {
  it('lists the assets with their fields, flags and an edit link', async () => {
    const { sent } = asAdmin();
    await openPage('/admin/assets', 'Actifs');

    const table = await screen.findByRole('grid', { name: 'Actifs' });
    const row = within(table).getByRole('row', { name: /USDT/ });
    const cells = cellTexts(row);
    expect(cells).toEqual([
      'USDT',
      'Tether USD',
      'Tron',
      '6',
      '1,00 $US',
      'Administrateur',
      'Oui',
      'Oui',
      'Oui',
      'Modifier USDT',
    ]);
    const edit = within(row).getByRole('link', { name: 'Modifier USDT' });
    expect(edit).toHaveAttribute('href', '/account/admin/assets/edit/USDT');
    // The row shows its code already: the link draws only its verb.
    expect(within(edit).getByText('USDT')).toHaveClass(visuallyHidden);
    expect(screen.getByText('1 résultat')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nouvel actif' })).toHaveAttribute('href', '/account/admin/assets/new');
    const [list] = sent('GET', '/admin/assets');
    expect(Object.fromEntries(list!.search)).toEqual({ page: '1', pageSize: '20' });
  });

  it('searches by code or name and sorts, through the address', async () => {
    const { sent } = asAdmin();
    const { user, router } = await openPage('/admin/assets', 'Actifs');
    await screen.findByRole('grid', { name: 'Actifs' });

    // Applied once typing pauses; the order is a column's name, pressed twice for the other way.
    await user.type(screen.getByRole('textbox', { name: 'Code ou nom' }), 'teth');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'teth' }));

    await user.click(await screen.findByRole('columnheader', { name: 'Nom' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'teth', sort: 'name' }));
    await user.click(await screen.findByRole('columnheader', { name: 'Nom' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'teth', sort: '-name' }));

    await waitFor(() =>
      expect(sent('GET', '/admin/assets').map(({ search }) => Object.fromEntries(search))).toContainEqual({
        page: '1',
        pageSize: '20',
        q: 'teth',
        sort: '-name',
      }),
    );
  });
});

describe('admin/assets/new', () => {
  it('checks every field with the contract’s schema before any call', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/assets/new', 'Nouvel actif');

    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription('De 2 à 10 lettres majuscules ou chiffres, par exemple USDT.');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Un nom de 1 à 60 caractères.');
    expect(screen.getByRole('textbox', { name: 'Décimales' })).toHaveAccessibleDescription(
      'Un nombre entier de 0 à 12.',
    );
    expect(screen.getByRole('textbox', { name: 'Prix USD' })).toHaveAccessibleDescription(
      'Un prix positif en dollars, 8 décimales au plus.',
    );
    expect(screen.getByText('Choisissez un réseau.')).toBeVisible();
    expect(code).toHaveFocus();
    expect(sent('PUT', '/admin/assets/X')).toEqual([]);
    expect(sent('GET', '/admin/assets/X')).toEqual([]);
  });

  it('refuses a code that exists instead of replacing that asset', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/assets/new', 'Nouvel actif');
    await fillNewAsset(user, 'USDT');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Un actif avec ce code existe déjà : modifiez-le depuis la liste.'),
    );
    expect(sent('GET', '/admin/assets/USDT')).toHaveLength(1);
    expect(sent('PUT', '/admin/assets/USDT')).toEqual([]);
  });

  it('creates the asset with the body of the contract, then goes back to the list', async () => {
    const { sent } = asAdmin(({ method, path }) =>
      method === 'GET' && path === '/admin/assets/DOGE'
        ? errorAnswer(404, { message: 'Asset not found', code: 'NOT_FOUND' })
        : undefined,
    );
    const { user, router } = await openPage('/admin/assets/new', 'Nouvel actif');
    await fillNewAsset(user, 'doge');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // Prism answers its USDT example: the toast names the code that was sent.
    expect(await screen.findByText('Actif DOGE créé.')).toBeVisible();
    const [put] = sent('PUT', '/admin/assets/DOGE');
    expect(put?.body).toEqual({
      name: 'Dogecoin',
      network: 'ethereum',
      decimals: 8,
      usd_price: '0.125',
      price_source: 'admin',
      deposit_enabled: true,
      withdraw_enabled: false,
      swap_enabled: false,
      icon: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/assets'));
  });
});

describe('admin/assets/edit/{code}', () => {
  it('edits the asset without its code and sends the price with a dot', async () => {
    const { sent } = asAdmin();
    const { user, router } = await openPage('/admin/assets/edit/USDT', 'Modifier un actif');

    const price = await screen.findByRole('textbox', { name: 'Prix USD' });
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Tether USD');
    await user.clear(price);
    await user.type(price, '1,0 5');
    await user.tab();
    // Read back as French writes it once the field is left; sent with a dot.
    expect(price).toHaveValue('1,05');
    await user.click(screen.getByRole('switch', { name: 'Swap activé' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Closing swaps is confirmed first.
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enregistrer les changements' }),
    );

    expect(await screen.findByText('Actif USDT enregistré.')).toBeVisible();
    const [put] = sent('PUT', '/admin/assets/USDT');
    expect(put?.body).toEqual({
      name: 'Tether USD',
      network: 'tron',
      decimals: 6,
      display_decimals: 2,
      usd_price: '1.05',
      price_source: 'admin',
      deposit_enabled: true,
      withdraw_enabled: true,
      swap_enabled: false,
      icon: null,
      explorer_tx_url: 'https://tronscan.org/#/transaction/{hash}',
      explorer_address_url: 'https://tronscan.org/#/address/{address}',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/assets'));
  });

  it('edits the block explorer of the asset, checked before any call', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/assets/edit/USDT', 'Modifier un actif');

    const tx = await screen.findByRole('textbox', { name: 'Explorateur : page d’une transaction' });
    expect(tx).toHaveValue('https://tronscan.org/#/transaction/{hash}');
    expect(tx).toHaveAccessibleDescription(
      'https://…, {hash} à la place du hash. Vide : l’explorateur habituel du réseau.',
    );
    await user.clear(tx);
    await user.type(tx, 'https://explorer.example/tx/');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(tx).toHaveAttribute('aria-invalid', 'true'));
    expect(sent('PUT', '/admin/assets/USDT')).toEqual([]);

    await user.type(tx, '{{hash}');
    const address = screen.getByRole('textbox', { name: 'Explorateur : page d’une adresse' });
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Actif USDT enregistré.')).toBeVisible();
    const [put] = sent('PUT', '/admin/assets/USDT');
    expect(put?.body).toMatchObject({ explorer_tx_url: 'https://explorer.example/tx/{hash}' });
    // Emptied: the platform gives the network's usual explorer.
    expect(put?.body).not.toHaveProperty('explorer_address_url');
  });

  it('sets the shown decimals, never above the decimals, checked before any call', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/assets/edit/USDT', 'Modifier un actif');

    const shown = await screen.findByRole('textbox', { name: 'Décimales affichées' });
    expect(shown).toHaveValue('2');
    expect(shown).toHaveAccessibleDescription(
      'Chaque montant de l’actif s’affiche avec ces décimales, le reste coupé.',
    );
    await user.clear(shown);
    await user.type(shown, '7');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(shown).toHaveAttribute('aria-invalid', 'true'));
    expect(shown).toHaveAccessibleDescription(/Un nombre entier de 0 au nombre de décimales de l’actif\./);
    expect(sent('PUT', '/admin/assets/USDT')).toEqual([]);

    await user.clear(shown);
    await user.type(shown, '4');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Actif USDT enregistré.')).toBeVisible();
    expect(sent('PUT', '/admin/assets/USDT')[0]?.body).toMatchObject({ decimals: 6, display_decimals: 4 });
  });

  it('puts closing the asset in a danger zone, and says what a save closes before sending it', async () => {
    const { sent } = asAdmin();
    const { user, router } = await openPage('/admin/assets/edit/USDT', 'Modifier un actif');
    const zone = await screen.findByRole('group', { name: 'Zone sensible' });
    expect(zone).toHaveTextContent(
      'Fermer les dépôts, les retraits ou les swaps d’un actif les arrête pour tous les membres dès l’enregistrement.',
    );
    await user.click(within(zone).getByRole('switch', { name: 'Retraits activés' }));
    await user.click(within(zone).getByRole('switch', { name: 'Dépôts activés' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Enregistrer ces changements ?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Les dépôts de USDT seront fermés aux membres.', 'Les retraits de USDT seront fermés aux membres.']);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(sent('PUT', '/admin/assets/USDT')).toEqual([]);

    // Leaving with the switches off asks first.
    act(() => void router.navigate({ to: '/admin/assets', search: {} }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })).getByRole('button', {
        name: 'Rester sur la page',
      }),
    );
    expect(router.state.location.pathname).toBe('/admin/assets/edit/USDT');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enregistrer les changements' }),
    );
    expect(await screen.findByText('Actif USDT enregistré.')).toBeVisible();
    expect(sent('PUT', '/admin/assets/USDT')[0]?.body).toMatchObject({
      deposit_enabled: false,
      withdraw_enabled: false,
    });
    // Saved: the form's own way back to the list is not held.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/assets'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('explains ASSET_IN_USE on the decimals field', async () => {
    asAdmin(({ method }) =>
      method === 'PUT'
        ? errorAnswer(409, { message: 'The decimals of USDT cannot change: it has moved.', code: 'ASSET_IN_USE' })
        : undefined,
    );
    const { user, router } = await openPage('/admin/assets/edit/USDT', 'Modifier un actif');

    const decimals = await screen.findByRole('textbox', { name: 'Décimales' });
    await user.clear(decimals);
    await user.type(decimals, '8');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const explanation =
      'Les décimales de cet actif ne peuvent plus changer : des montants sont déjà enregistrés dans sa plus petite unité.';
    await waitFor(() => expect(decimals).toHaveAttribute('aria-invalid', 'true'));
    expect(decimals).toHaveAccessibleDescription(expect.stringContaining(explanation));
    expect(router.state.location.pathname).toBe('/admin/assets/edit/USDT');
  });

  it('says when the asset does not exist', async () => {
    asAdmin(({ method, path }) =>
      method === 'GET' && path === '/admin/assets/NOPE'
        ? errorAnswer(404, { message: 'Asset not found', code: 'NOT_FOUND' })
        : undefined,
    );
    await openPage('/admin/assets/edit/NOPE', 'Modifier un actif');
    expect(await screen.findByText('Introuvable : ce que vous cherchez n’existe pas ou n’existe plus.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});

type User = Awaited<ReturnType<typeof openPage>>['user'];

async function fillNewAsset(user: User, code: string) {
  await user.type(screen.getByRole('textbox', { name: 'Code' }), code);
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dogecoin');
  await user.click(screen.getByRole('button', { name: /Réseau/ }));
  await user.click(await screen.findByRole('option', { name: 'Ethereum' }));
  await user.type(screen.getByRole('textbox', { name: 'Décimales' }), '8');
  await user.type(screen.getByRole('textbox', { name: 'Prix USD' }), '0,125');
  await user.click(screen.getByRole('switch', { name: 'Dépôts activés' }));
}

describe('admin/assets, paged', () => {
  it('keeps its page and its search in the address', async () => {
    await expectPageInAddress({ path: '/admin/assets?q=us', api: '/admin/assets', user: admin });
  });
});
