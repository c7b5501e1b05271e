/**
 * admin/withdrawal-request against Prism's mock: one pending request WDR-000007 of 25 USDT (fee 1)
 * from demo-member to a Tron address, below the second-approval threshold; approving answers it
 * sent, rejecting answers it rejected.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, cellTexts, errorAnswer, idempotencyKeyOf, openPage, type Change } from './admin-test-kit.ts';
import { plain } from '../../../test/text.ts';
import { expectPageInAddress } from '../../../test/paging.ts';
import { admin } from '../../../test/users.ts';

const TX_HASH = 'a3f1c09be44d3c7f7f3b9e0d5c2e8a1b6d4f0e9c8b7a6d5e4f3c2b1a09e8d7c6';
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const REQUEST = {
  id: '7',
  reference: 'WDR-000007',
  username: 'demo-member',
  uid: 'KNT-100002',
  asset: 'USDT',
  network: 'tron',
  address: ADDRESS,
  amount: '25000.000000',
  fee: '1.000000',
  total: '25001.000000',
  usd_value: '25000.00',
  status: 'pending',
  needs_second_approval: true,
  tx_hash: null,
  rejection_reason: null,
  created_at: '2026-11-20T10:15:00Z',
  updated_at: '2026-11-20T10:15:00Z',
  timeline: [{ type: 'requested', at: '2026-11-20T10:15:00Z', by: 'demo-member', tx_hash: null, reason: null }],
};

/** The queue answers one request in this state instead of Prism's example. */
const queueOf =
  (request: Record<string, unknown>): Change =>
  ({ method, path }) =>
    method === 'GET' && path === '/admin/withdrawals'
      ? Response.json({ items: [request], total: 1, page: 1, pageSize: 20 })
      : undefined;

const both =
  (...changes: Change[]): Change =>
  (call) =>
    changes.reduce<Response | undefined>((answer, change) => answer ?? change(call), undefined);

async function openQueue() {
  const rendered = await openPage('/admin/withdrawal-request', 'Demandes de retrait');
  await screen.findByRole('grid', { name: 'Demandes de retrait' });
  return rendered;
}

/** Opens the request's drawer from its row: the decisions are there. */
async function openDrawer(user: Awaited<ReturnType<typeof openQueue>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Détails de WDR-000007' }));
  return screen.findByRole('dialog', { name: 'Demande WDR-000007' });
}

describe('admin/withdrawal-request', () => {
  it('shows the pending requests first, with their amounts, address, value and status', async () => {
    const { sent } = asAdmin();
    await openQueue();

    // Found again on each try: the list may draw its rows again once every answer is in.
    await waitFor(() =>
      expect(cellTexts(screen.getByRole('row', { name: /WDR-000007/ }))).toEqual([
        '20 nov. 2026, 10:15',
        'WDR-000007',
        'demo-member',
        'USDT',
        '−25,00 USDT',
        '1,00 USDT',
        '25,00 $US',
        'En attente',
        '',
      ]),
    );
    const row = screen.getByRole('row', { name: /WDR-000007/ });
    // The member's name leads to their profile, by uid.
    expect(within(row).getByRole('link', { name: 'demo-member' })).toHaveAttribute(
      'href',
      '/account/admin/user/profil/KNT-100002',
    );
    // The address and its explorer, like the decisions, are in the drawer, not in the row.
    expect(within(row).queryByRole('link', { name: /Explorateur/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approuver WDR-000007' })).not.toBeInTheDocument();
    const [list] = sent('GET', '/admin/withdrawals');
    expect(Object.fromEntries(list!.search)).toEqual({ page: '1', pageSize: '20', status: 'pending' });
  });

  it('filters by status, asset and member through the address', async () => {
    const { sent } = asAdmin();
    const { user, router } = await openQueue();

    await user.click(screen.getByRole('button', { name: /Statut/ }));
    await user.click(await screen.findByRole('option', { name: 'Tous' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'all' }));
    await user.click(screen.getByRole('button', { name: /Tous les actifs/ }));
    await user.click(await screen.findByRole('option', { name: 'USDT' }));
    // Applied once typing pauses: no button to press.
    await user.type(screen.getByRole('textbox', { name: 'Membre (nom d’utilisateur)' }), 'demo-member');

    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'all', asset: 'USDT', user: 'demo-member' }),
    );
    await waitFor(() =>
      expect(sent('GET', '/admin/withdrawals').map(({ search }) => Object.fromEntries(search))).toContainEqual({
        page: '1',
        pageSize: '20',
        asset: 'USDT',
        user: 'demo-member',
      }),
    );
    // One Effacer: back to the pending requests of every asset and member.
    await user.click(await screen.findByRole('button', { name: 'Effacer' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    // Once the list of the new address is drawn.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Membre (nom d’utilisateur)' })).toHaveValue(''));
  });

  it('opens a request in the drawer with the member’s KYC level and balance, the network and the address’s use', async () => {
    const { sent } = asAdmin();
    const { user } = await openQueue();
    const drawer = await openDrawer(user);

    expect(await within(drawer).findByText('Vérifiée')).toBeVisible();
    expect(drawer).toHaveTextContent('Niveau KYC');
    expect(plain(drawer.textContent)).toContain('1 250,00 USDT (retenu 26,00, disponible 1 224,00)');
    expect(drawer).toHaveTextContent('RéseauTron');
    expect(drawer).toHaveTextContent(ADDRESS);
    expect(within(drawer).getByRole('link', { name: /Explorateur : adresse/ })).toHaveAttribute(
      'href',
      `https://tronscan.org/#/address/${ADDRESS}`,
    );
    expect(drawer).toHaveTextContent('Non : première demande vers cette adresse');
    expect(drawer).toHaveTextContent('20 nov. 2026, 10:15 : demandée par demo-member');
    expect(sent('GET', '/admin/withdrawals/7/review')).toHaveLength(1);
    // Approval and rejection sit in separate sections, the rejection marked apart.
    const approve = within(drawer).getByRole('button', { name: 'Approuver WDR-000007' });
    const reject = within(drawer).getByRole('button', { name: 'Rejeter WDR-000007' });
    expect(approve.closest('section')).not.toBe(reject.closest('section'));
    expect(within(reject.closest('section')!).getByRole('heading', { name: 'Rejeter' })).toBeVisible();
  });

  it('asks the outgoing hash on the approval that sends it, then says it is sent and refreshes', async () => {
    const { sent } = asAdmin();
    const { user } = await openQueue();
    const listsBefore = sent('GET', '/admin/withdrawals').length;

    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Approuver WDR-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver WDR-000007' });
    expect(dialog).toHaveTextContent('Cette approbation envoie le retrait');
    const hash = within(dialog).getByRole('textbox', { name: 'Hash de la transaction sortante' });
    expect(hash).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Approuver et envoyer' }));
    await waitFor(() => expect(hash).toHaveAttribute('aria-invalid', 'true'));
    expect(hash).toHaveAccessibleDescription('64 chiffres hexadécimaux, éventuellement précédés de 0x.');
    expect(sent('POST', '/admin/withdrawals/7/approve')).toEqual([]);

    await user.click(hash);
    await user.paste(TX_HASH);
    await user.click(within(dialog).getByRole('button', { name: 'Approuver et envoyer' }));

    expect(await screen.findByText('Retrait WDR-000007 approuvé et envoyé.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approuver WDR-000007' })).not.toBeInTheDocument());
    const [post] = sent('POST', '/admin/withdrawals/7/approve');
    expect(post?.body).toEqual({ tx_hash: TX_HASH });
    idempotencyKeyOf(post);
    await waitFor(() => expect(sent('GET', '/admin/withdrawals').length).toBeGreaterThan(listsBefore));
  });

  it('gives the first of two approvals without a hash', async () => {
    const { sent } = asAdmin(
      both(queueOf(REQUEST), ({ method, path }) =>
        method === 'POST' && path === '/admin/withdrawals/7/approve'
          ? Response.json({
              ...REQUEST,
              status: 'awaiting_second_approval',
              timeline: [
                ...REQUEST.timeline,
                { type: 'approved', at: '2026-11-20T11:00:00Z', by: 'demo-admin', tx_hash: null, reason: null },
              ],
            })
          : undefined,
      ),
    );
    const { user } = await openQueue();

    const row = screen.getByRole('row', { name: /WDR-000007/ });
    expect(within(row).getByText('Double approbation requise')).toBeVisible();
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Approuver WDR-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver WDR-000007' });
    expect(dialog).toHaveTextContent('votre approbation est la première et n’envoie rien');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Donner la première approbation' }));

    expect(
      await screen.findByText(
        'Première approbation de WDR-000007 enregistrée : un autre administrateur doit l’envoyer.',
      ),
    ).toBeVisible();
    const [post] = sent('POST', '/admin/withdrawals/7/approve');
    expect(post?.body).toEqual({});
    idempotencyKeyOf(post);
  });

  it('says a request awaits a second administrator, whose approval sends it with the hash', async () => {
    const awaiting = {
      ...REQUEST,
      status: 'awaiting_second_approval',
      timeline: [
        ...REQUEST.timeline,
        { type: 'approved', at: '2026-11-20T11:00:00Z', by: 'other-admin', tx_hash: null, reason: null },
      ],
    };
    asAdmin(queueOf(awaiting));
    const { user } = await openQueue();

    const row = screen.getByRole('row', { name: /WDR-000007/ });
    expect(row).toHaveTextContent('En attente de seconde approbation');
    const drawer = await openDrawer(user);
    expect(drawer).toHaveTextContent('En attente d’une seconde approbation par un autre administrateur');
    expect(drawer).toHaveTextContent('approuvée par other-admin');
    await user.click(within(drawer).getByRole('button', { name: 'Approuver WDR-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver WDR-000007' });
    expect(within(dialog).getByRole('textbox', { name: 'Hash de la transaction sortante' })).toBeVisible();
  });

  it('explains SECOND_APPROVER_REQUIRED', async () => {
    asAdmin(({ method, path }) =>
      method === 'POST' && path === '/admin/withdrawals/7/approve'
        ? errorAnswer(422, {
            message: 'Another administrator must give the second approval.',
            code: 'SECOND_APPROVER_REQUIRED',
          })
        : undefined,
    );
    const { user } = await openQueue();
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Approuver WDR-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver WDR-000007' });
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste(TX_HASH);
    await user.click(within(dialog).getByRole('button', { name: 'Approuver et envoyer' }));

    expect(await screen.findByText('Cette approbation doit venir d’un autre administrateur.')).toBeVisible();
  });

  it('rejects with a required reason', async () => {
    const { sent } = asAdmin();
    const { user } = await openQueue();

    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Rejeter WDR-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter WDR-000007' });
    expect(dialog).toHaveTextContent('Le montant et les frais sont rendus au membre, qui verra le motif.');
    const reason = within(dialog).getByRole('textbox', { name: 'Motif du rejet' });
    await user.type(reason, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter la demande' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription('Un motif de 3 à 500 caractères.');
    expect(sent('POST', '/admin/withdrawals/7/reject')).toEqual([]);

    await user.click(reason);
    await user.paste('The destination address belongs to a sanctioned service.');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter la demande' }));

    expect(await screen.findByText('Demande WDR-000007 rejetée : les fonds sont rendus au membre.')).toBeVisible();
    const [post] = sent('POST', '/admin/withdrawals/7/reject');
    expect(post?.body).toEqual({ reason: 'The destination address belongs to a sanctioned service.' });
    idempotencyKeyOf(post);
  });

  it('closes the dialog and refreshes when the request is no longer pending', async () => {
    const { sent } = asAdmin(({ method, path }) =>
      method === 'POST' && path === '/admin/withdrawals/7/reject'
        ? errorAnswer(409, { message: 'This withdrawal is no longer pending.', code: 'WITHDRAWAL_NOT_PENDING' })
        : undefined,
    );
    const { user } = await openQueue();
    const listsBefore = sent('GET', '/admin/withdrawals').length;

    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Rejeter WDR-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter WDR-000007' });
    await user.type(within(dialog).getByRole('textbox'), 'Sanctioned address');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter la demande' }));

    expect(
      await screen.findByText(
        'Cette demande n’est plus en attente : elle a déjà été traitée. La liste est actualisée.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rejeter WDR-000007' })).not.toBeInTheDocument());
    await waitFor(() => expect(sent('GET', '/admin/withdrawals').length).toBeGreaterThan(listsBefore));
  });

  it('cancels without a call, the focus back on the drawer’s button', async () => {
    const { sent } = asAdmin();
    const { user } = await openQueue();
    await openDrawer(user);
    const reject = screen.getByRole('button', { name: 'Rejeter WDR-000007' });
    await user.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter WDR-000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent('POST', '/admin/withdrawals/7/reject')).toEqual([]);
    await waitFor(() => expect(reject).toHaveFocus());
  });
});

describe('admin/withdrawal-request, paged', () => {
  it('keeps its page and its filters in the address', async () => {
    await expectPageInAddress({ path: '/admin/withdrawal-request?status=all', api: '/admin/withdrawals', user: admin });
  });
});
