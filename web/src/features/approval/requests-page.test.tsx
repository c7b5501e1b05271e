/**
 * The requests tab of setting/audit against Prism's mock: its example is demo-admin's own pending request to
 * make demo-member (KNT-100002) an administrator; a test that needs another administrator's request answers
 * the list itself.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRequest } from '../../api/generated/model/adminRequest.ts';
import { expectPageHeading } from '../../test/page-heading.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { errorAnswer, throughPrism, type Change } from '../../test/through-prism.ts';
import { cellTexts } from '../../test/text.ts';
import { admin, signedInAs } from '../../test/users.ts';

// The first page of a file loads its route's chunks over a busy machine: more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const othersRequest: AdminRequest = {
  id: '7',
  kind: 'configuration.kyc',
  subject: 'kyc',
  before: { required_for_withdrawal: true, withdrawal_threshold_usd: '1000.00' },
  after: { required_for_withdrawal: false, withdrawal_threshold_usd: '1000.00' },
  status: 'pending',
  proposed_by: 'demo-admin2',
  proposed_at: '2026-11-21T09:30:00Z',
  decided_by: null,
  decided_at: null,
  reason: null,
};

const decided: AdminRequest = {
  ...othersRequest,
  id: '6',
  kind: 'user.revoke-admin',
  subject: 'KNT-100003',
  before: { admin: true, is_active: true, two_factor_enabled: false },
  after: { admin: false, is_active: true, two_factor_enabled: false },
  status: 'rejected',
  proposed_at: '2026-11-22T09:30:00Z',
  decided_by: 'demo-admin',
  decided_at: '2026-11-22T10:00:00Z',
  reason: 'Not agreed',
};

/** The list answers these requests, newest first as the platform sends them. */
const listing =
  (items: AdminRequest[]): Change =>
  (method, path) =>
    method === 'GET' && path === '/admin/requests'
      ? Response.json({ items, total: items.length, page: 1, pageSize: 20 })
      : undefined;

async function open(change?: Change, search = '?view=requests', heading = 'Historique des modifications') {
  const prism = throughPrism(change);
  const rendered = renderWithProviders(undefined, {
    path: `/admin/setting/audit${search}`,
    queryClient: signedInAs(admin),
  });
  await expectPageHeading(heading);
  return { ...prism, ...rendered };
}

const table = () => screen.findByRole('grid', { name: /^Demandes des administrateurs/ });

describe('setting/audit, requests to approve', () => {
  it('lists the requests, pending first, with what each changes, and cancels one’s own after a question', async () => {
    const { user, sent } = await open();
    expect(await screen.findByRole('tab', { name: 'Demandes à valider' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map(cellTexts)).toEqual([
      [
        '20 nov. 2026, 10:15',
        'Accorder les droits d’administrateur',
        'KNT-100002',
        'Administrateur : non → oui',
        'demo-admin',
        'En attente',
        'Annuler la demande',
      ],
    ]);
    expect(within(rows[0]!).getByText('En attente')).toHaveAttribute('data-tone', 'waiting');
    expect(within(rows[0]!).getByRole('link', { name: 'KNT-100002' })).toHaveAttribute(
      'href',
      '/account/admin/user/profil/KNT-100002',
    );
    // One's own request is cancelled, never approved or rejected.
    expect(within(rows[0]!).queryByRole('button', { name: 'Valider' })).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Annuler la demande' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Annuler « Accorder les droits d’administrateur » ?',
    });
    expect(dialog).toHaveTextContent('Proposée par demo-admin, pour KNT-100002.');
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(sent('POST', '/admin/requests/1/cancel')).toEqual([]);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Annuler la demande' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler la demande' }),
    );
    expect(await screen.findByText('Demande annulée.')).toBeVisible();
    expect(sent('POST', '/admin/requests/1/cancel')).toHaveLength(1);
  });

  it('puts the pending ones first and says who decided the others, and why', async () => {
    await open(listing([decided, othersRequest]));
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => cellTexts(row)[1])).toEqual(['Configuration KYC', 'Retirer les droits d’administrateur']);
    expect(cellTexts(rows[0]!)[3]).toBe('KYC requis pour retirer : oui → non');
    expect(cellTexts(rows[1]!)[5]).toBe('Refusée par demo-admin — Not agreed');
    expect(within(rows[1]!).getByText('Refusée')).toHaveAttribute('data-tone', 'refused');
    expect(within(rows[1]!).queryAllByRole('button')).toEqual([]);
  });

  it('approves another administrator’s request after a question', async () => {
    const { user, sent } = await open(listing([othersRequest]));
    const row = within(await table()).getAllByRole('row')[1]!;
    expect(within(row).queryByRole('button', { name: 'Annuler la demande' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Valider « Configuration KYC » ?' });
    expect(dialog).toHaveTextContent('KYC requis pour retirer : oui → non');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Demande validée : le changement est appliqué.')).toBeVisible();
    expect(sent('POST', '/admin/requests/7/approve')).toHaveLength(1);
    // What it changed is read again: the list shows how the request stands now.
    await waitFor(() => expect(sent('GET', '/admin/requests').length).toBeGreaterThan(1));
  });

  it('rejects only with a reason', async () => {
    const { user, sent } = await open(listing([othersRequest]));
    const row = within(await table()).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser « Configuration KYC » ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await within(dialog).findByText('Indiquez un motif de 3 à 500 caractères.')).toBeVisible();
    expect(sent('POST', '/admin/requests/7/reject')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Motif du refus' }), '  Pas d’accord  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Demande refusée.')).toBeVisible();
    expect(sent('POST', '/admin/requests/7/reject').map((call) => call.body)).toEqual([{ reason: 'Pas d’accord' }]);
  });

  it.each([
    [
      409,
      'ADMIN_REQUEST_STALE',
      'Ce qu’il change a été modifié depuis la proposition : refusez-le et proposez-le de nouveau.',
    ],
    [422, 'OWN_ACCOUNT', 'C’est votre propre compte : un autre administrateur doit s’en charger.'],
    [
      422,
      'OWN_ADMIN_REQUEST',
      'Vous avez proposé ce changement : un autre administrateur doit le valider ou le refuser.',
    ],
    [409, 'ADMIN_REQUEST_NOT_PENDING', 'Ce changement a déjà été décidé : la liste est à jour.'],
  ])('says a refusal %s %s in its one text, and reads the list again', async (status, code, text) => {
    const { user, sent } = await open((method, path, init, input) =>
      method === 'POST' && path === '/admin/requests/7/approve'
        ? errorAnswer(status, { message: 'refused', code })
        : listing([othersRequest])(method, path, init, input),
    );
    const row = within(await table()).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Valider' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(sent('GET', '/admin/requests').length).toBeGreaterThan(1));
  });

  it('filters by status through the address', async () => {
    const { user, sent, router } = await open();
    await table();
    expect(sent('GET', '/admin/requests')[0]!.search.get('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Statut/ }));
    await user.click(await screen.findByRole('option', { name: 'En attente' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 1, view: 'requests', status: 'pending' }));
    await waitFor(() => expect(sent('GET', '/admin/requests').at(-1)!.search.get('status')).toBe('pending'));
  });

  it('shows the trail in its own tab, and reads in English', async () => {
    window.localStorage.setItem('app-language', 'en');
    const { user } = await open(undefined, '', 'Change history');
    expect(screen.getByRole('tab', { name: 'Changes saved' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Requests to approve' }));
    const rows = within(await screen.findByRole('grid', { name: 'Administrators’ requests, pending first' }))
      .getAllByRole('row')
      .slice(1);
    expect(cellTexts(rows[0]!)).toEqual([
      'Nov 20, 2026, 10:15 AM',
      'Grant administrator rights',
      'KNT-100002',
      'Administrator: no → yes',
      'demo-admin',
      'Pending',
      'Cancel the request',
    ]);
  });
});
