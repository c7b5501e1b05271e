/**
 * admin/wallet-detail against Prism's mock: any uid answers demo-member (KNT-100002) with one USDT
 * wallet of 1250 (51 held), 1250.00 USD in all.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, cellTexts, errorAnswer, openPage, plain } from './admin-test-kit.ts';

describe('admin/wallet-detail', () => {
  it('asks for a member first, and checks the uid before any call', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/wallet-detail', 'Portefeuilles d’un membre');
    expect(screen.getByText('Saisissez l’identifiant d’un membre pour voir ses portefeuilles.')).toBeVisible();

    const uid = screen.getByRole('textbox', { name: 'Identifiant du membre (uid)' });
    await user.type(uid, 'KNT 100002');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(uid).toHaveAttribute('aria-invalid', 'true'));
    expect(uid).toHaveAccessibleDescription('De 1 à 40 lettres, chiffres ou tirets, par exemple KNT-100002.');
    expect(sent('GET', '/admin/users/KNT%20100002/wallets')).toEqual([]);
  });

  it('shows the member, their wallets, the total and a link to their transactions', async () => {
    const { sent } = asAdmin();
    const { user, router } = await openPage('/admin/wallet-detail', 'Portefeuilles d’un membre');

    await user.type(screen.getByRole('textbox', { name: 'Identifiant du membre (uid)' }), 'KNT-100002');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ uid: 'KNT-100002' }));

    const identity = await screen.findByRole('region', { name: 'Membre' });
    expect(plain(identity.textContent)).toContain('IdentifiantKNT-100002');
    expect(identity).toHaveTextContent('Nom d’utilisateurdemo-member');
    expect(identity).toHaveTextContent('NomDemo Member');
    expect(identity).toHaveTextContent('E-maildemo-member@example.com');
    expect(within(identity).getByRole('link', { name: 'Transactions de demo-member' })).toHaveAttribute(
      'href',
      '/account/admin/user/transact/demo-member?page=1',
    );
    expect(plain(screen.getByText(/^Valeur totale/).textContent)).toBe('Valeur totale : 1 250,00 $US');
    const row = within(screen.getByRole('grid', { name: 'Portefeuilles' })).getByRole('row', { name: /USDT/ });
    expect(cellTexts(row)).toEqual(['USDT (Tether USD)', 'Tron', '1 250', '51', '1 199', '1,00 $US', '1 250,00 $US']);
    expect(sent('GET', '/admin/users/KNT-100002/wallets')).toHaveLength(1);
  });

  it('opens on the member of the address and shows the server’s message for an unknown one', async () => {
    asAdmin(({ path }) =>
      path === '/admin/users/KNT-999999/wallets'
        ? errorAnswer(404, { message: 'No member has the uid KNT-999999.', code: 'NOT_FOUND' })
        : undefined,
    );
    await openPage('/admin/wallet-detail?uid=KNT-999999', 'Portefeuilles d’un membre');
    expect(await screen.findByRole('alert')).toHaveTextContent('No member has the uid KNT-999999.');
    expect(screen.getByRole('textbox', { name: 'Identifiant du membre (uid)' })).toHaveValue('KNT-999999');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});
