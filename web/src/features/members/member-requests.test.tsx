/**
 * The member page when a change of powers waits for a second administrator (202), against Prism's mock: its
 * example of GET /admin/requests is demo-admin's pending request to make demo-member (KNT-100002) an administrator.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectPageHeading } from '../../test/page-heading.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { throughPrism } from '../../test/through-prism.ts';
import { plain } from '../../test/text.ts';
import { admin, signedInAs } from '../../test/users.ts';

// The first page of a file loads its route's chunks over a busy machine: more than the default second.
configure({ asyncUtilTimeout: 10_000 });

describe('admin/user/profil, four eyes', () => {
  it('shows the change waiting for a second administrator, and says a proposal is not a change', async () => {
    const { sent } = throughPrism();
    const { user } = renderWithProviders(undefined, {
      path: '/admin/user/profil/KNT-100002',
      queryClient: signedInAs(admin),
    });
    await expectPageHeading('Profil d’un membre');
    const pending = await screen.findByRole('region', { name: 'En attente d’un second administrateur' });
    expect(plain(pending.textContent)).toContain(
      'Accorder les droits d’administrateur — Proposé par demo-admin le 20 nov. 2026, 10:15',
    );
    expect(pending).toHaveTextContent('Administrateur : non → oui');
    expect(within(pending).getByRole('link', { name: 'Voir les demandes' })).toHaveAttribute(
      'href',
      '/account/admin/setting/audit?page=1&view=requests&status=pending',
    );

    const reads = sent('GET', '/admin/requests').length;
    const actions = screen.getByRole('region', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Nommer administrateur' }));
    expect(actions).toHaveTextContent(
      'Proposer de donner à demo-member l’accès à toute l’administration ? Un autre administrateur devra le valider.',
    );
    await user.click(within(actions).getByRole('button', { name: 'Confirmer' }));
    // Prism answers setMemberAdmin with its only success, 202 and the request.
    const toast = await screen.findByText('Changement proposé : un autre administrateur doit le valider.');
    expect(within(toast.parentElement!).getByRole('link', { name: 'Voir les demandes' })).toHaveAttribute(
      'href',
      '/account/admin/setting/audit?page=1&view=requests&status=pending',
    );
    expect(screen.queryByText('C’est fait.')).not.toBeInTheDocument();
    expect(sent('PUT', '/admin/users/KNT-100002/admin').map((call) => call.body)).toEqual([{ admin: true }]);
    // The member is still a member, and the requests are read again.
    expect(screen.getByRole('region', { name: 'Compte' })).toHaveTextContent('RôleMembre');
    await waitFor(() => expect(sent('GET', '/admin/requests').length).toBeGreaterThan(reads));
  });
});
