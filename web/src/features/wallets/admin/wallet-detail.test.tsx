/**
 * admin/wallet-detail against Prism's mock: any uid answers demo-member (KNT-100002) with one USDT
 * wallet of 1250 (51 held), 1250.00 USD in all.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, cellTexts, errorAnswer, openPage } from './admin-test-kit.ts';
import { plain } from '../../../test/text.ts';

describe('admin/wallet-detail', () => {
  it('asks for a member first, finds them by what is typed and shows their wallets and a link to their transactions', async () => {
    const { sent } = asAdmin();
    const { user, router } = await openPage('/admin/wallet-detail', 'Portefeuilles d’un membre');
    expect(screen.getByText('Cherchez un membre puis choisissez-le pour voir ses portefeuilles.')).toBeVisible();

    const search = screen.getByRole('combobox', { name: 'Membre (nom d’utilisateur, uid, nom ou e-mail)' });
    await user.type(search, 'demo-mem');
    await user.click(await screen.findByRole('option', { name: 'demo-member · Demo Member (KNT-100002)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ uid: 'KNT-100002' }));
    // The search went to the server, once typing paused: not once per key.
    const searches = sent('GET', '/admin/users').map((call) => call.search.get('q'));
    expect(searches).toContain('demo-mem');
    expect(searches.filter((q) => q?.startsWith('demo')).length).toBeLessThan('demo-mem'.length);

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
    expect(cellTexts(row)).toEqual([
      'USDT (Tether USD)',
      'Tron',
      '1 250,00',
      '51,00',
      '1 199,00',
      '1,00 $US',
      '1 250,00 $US',
    ]);
    expect(sent('GET', '/admin/users/KNT-100002/wallets')).toHaveLength(1);
  });

  it('opens on the member of the address and says when it is unknown', async () => {
    asAdmin(({ path }) =>
      path === '/admin/users/KNT-999999/wallets'
        ? errorAnswer(404, { message: 'No member has the uid KNT-999999.', code: 'NOT_FOUND' })
        : undefined,
    );
    await openPage('/admin/wallet-detail?uid=KNT-999999', 'Portefeuilles d’un membre');
    expect(await screen.findByText('Introuvable : ce que vous cherchez n’existe pas ou n’existe plus.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Membre (nom d’utilisateur, uid, nom ou e-mail)' })).toHaveValue(
      'KNT-999999',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});
