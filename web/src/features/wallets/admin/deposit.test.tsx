/**
 * admin/deposit against Prism's mock: assets KNT (no deposits) and USDT (deposits on); one recorded
 * deposit DEP-000003 of 250 USDT for demo-member, credited at 20 of 12 confirmations; recording
 * answers that same credited deposit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asAdmin, cellTexts, errorAnswer, idempotencyKeyOf, openPage, type Change } from './admin-test-kit.ts';
import { plain } from '../../../test/text.ts';
import { expectPageInAddress } from '../../../test/paging.ts';
import { admin } from '../../../test/users.ts';

const HASH = '7c2d9e4f1a0b3c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5';

/** DEP-000003 as it waits for a second administrator: recorded by demo-admin above the threshold. */
const AWAITING = {
  id: '3',
  reference: 'DEP-000003',
  username: 'demo-member',
  uid: 'KNT-100002',
  asset: 'USDT',
  network: 'tron',
  amount: '250.000000',
  fee: '0.000000',
  tx_hash: HASH,
  confirmations: 20,
  required_confirmations: 12,
  status: 'pending',
  state: 'pending_approval',
  needs_second_approval: true,
  approval_reason: 'threshold',
  recorded_by: 'demo-admin',
  created_at: '2026-11-20T10:15:00Z',
  credited_at: null,
};

/** The list answers the deposit waiting for approval instead of Prism's example. */
const awaitingList: Change = ({ method, path }) =>
  method === 'GET' && path === '/admin/deposits'
    ? Response.json({ items: [AWAITING], total: 1, page: 1, pageSize: 20 })
    : undefined;

type User = Awaited<ReturnType<typeof openPage>>['user'];

/** Opens the deposit's drawer from its row: the decisions are there. */
async function openDrawer(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Détails de DEP-000003' }));
  return screen.findByRole('dialog', { name: 'Dépôt DEP-000003' });
}

/** The form opens from its button above the list, and stays open for the next deposit. */
async function openForm(user: User) {
  await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
  const opener = screen.queryByRole('button', { name: 'Enregistrer un dépôt' });
  if (opener) await user.click(opener);
}

async function fill(user: User, { amount = '250' } = {}) {
  await openForm(user);
  await user.type(screen.getByRole('textbox', { name: 'Membre (nom d’utilisateur)' }), 'demo-member');
  await user.click(screen.getByRole('button', { name: /Actif/ }));
  await user.click(await screen.findByRole('option', { name: 'USDT (Tether USD)' }));
  await user.type(screen.getByRole('textbox', { name: 'Montant reçu' }), amount);
  // Pasted, as an administrator copies a hash from an explorer (and typing 64 keys is slow).
  await user.click(screen.getByRole('textbox', { name: 'Hash de la transaction' }));
  await user.paste(HASH);
  await user.type(screen.getByRole('textbox', { name: 'Confirmations' }), '20');
}

describe('admin/deposit', () => {
  it('lists the recorded deposits, filtered by status in the address', async () => {
    const { sent } = asAdmin();
    const { user, router } = await openPage('/admin/deposit', 'Dépôts');

    const table = await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
    // Found again on each try: the list may draw its rows again once every answer is in.
    const row = () => within(table).getByRole('row', { name: /DEP-000003/ });
    await waitFor(() =>
      expect(cellTexts(row())).toEqual([
        '20 nov. 2026, 10:15',
        'DEP-000003',
        'demo-member',
        'USDT',
        '+250,00 USDT',
        '0,00 USDT',
        '20 / 12',
        'Crédité',
        '',
      ]),
    );
    // The hash, its explorer and who recorded it are the drawer's.
    const drawer = await openDrawer(user);
    expect(within(drawer).getByRole('link', { name: /Explorateur : transaction/ })).toHaveAttribute(
      'href',
      `https://tronscan.org/#/transaction/${HASH}`,
    );
    expect(drawer).toHaveTextContent('demo-admin');
    await user.click(within(drawer).getByRole('button', { name: 'Fermer' }));

    await user.click(screen.getByRole('button', { name: /Statut/ }));
    await user.click(await screen.findByRole('option', { name: 'En attente de confirmations' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending' }));
    await waitFor(() =>
      expect(sent('GET', '/admin/deposits').map(({ search }) => search.get('status'))).toContain('pending'),
    );
  });

  it('shows the deposits first, and its form from a button offers only the assets that take deposits', async () => {
    asAdmin();
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    // The deposits come first; the form waits behind its button.
    await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
    expect(screen.queryByRole('textbox', { name: 'Montant reçu' })).toBeNull();
    await openForm(user);
    expect(screen.getByRole('button', { name: 'Fermer le formulaire' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: /Actif/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['USDT (Tether USD)']);
  });

  it('checks the fields before any call', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
    await openForm(user);

    await user.type(screen.getByRole('textbox', { name: 'Montant reçu' }), 'abc');
    expect(screen.getByRole('textbox', { name: 'Montant reçu' })).toHaveValue('0');
    await user.type(screen.getByRole('textbox', { name: 'Hash de la transaction' }), '0x12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dépôt' }));

    const username = screen.getByRole('textbox', { name: 'Membre (nom d’utilisateur)' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveFocus();
    expect(screen.getByText('Choisissez un actif.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Montant reçu' })).toHaveAccessibleDescription(
      'Un montant supérieur à zéro.',
    );
    expect(screen.getByRole('textbox', { name: 'Hash de la transaction' })).toHaveAccessibleDescription(
      '64 chiffres hexadécimaux, éventuellement précédés de 0x.',
    );
    expect(screen.getByRole('textbox', { name: 'Confirmations' })).toHaveAccessibleDescription(
      'Un nombre entier de 0 à 1 000 000.',
    );
    expect(sent('POST', '/admin/deposits')).toEqual([]);
  });

  it('records the deposit with an Idempotency-Key, says it is credited and refreshes the list', async () => {
    const { sent } = asAdmin();
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
    const listsBefore = sent('GET', '/admin/deposits').length;

    await fill(user, { amount: '1 250,5' });
    expect(plain((screen.getByRole('textbox', { name: 'Montant reçu' }) as HTMLInputElement).value)).toBe('1 250,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dépôt' }));

    const toast = await screen.findByText(/^Dépôt DEP-000003 crédité/);
    expect(plain(toast.textContent)).toBe('Dépôt DEP-000003 crédité : 250,00 USDT pour demo-member.');
    const [post] = sent('POST', '/admin/deposits');
    expect(post?.body).toEqual({
      username: 'demo-member',
      asset: 'USDT',
      amount: '1250.5',
      tx_hash: HASH,
      confirmations: 20,
    });
    idempotencyKeyOf(post);
    // The form is ready for the next deposit of the same asset.
    expect(screen.getByRole('textbox', { name: 'Montant reçu' })).toHaveValue('');
    await waitFor(() => expect(sent('GET', '/admin/deposits').length).toBeGreaterThan(listsBefore));
  });

  it('retries with the same key, and the next deposit gets a new one', async () => {
    let answered = 0;
    const { sent } = asAdmin(({ method, path }) => {
      if (method !== 'POST' || path !== '/admin/deposits') return undefined;
      answered += 1;
      return answered === 1
        ? errorAnswer(409, {
            message: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
            code: 'IDEMPOTENCY_IN_PROGRESS',
          })
        : undefined;
    });
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Enregistrer le dépôt' }));
    expect(
      await screen.findByText('Votre demande précédente est encore en cours. Réessayez dans un instant.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dépôt' }));
    await screen.findByText(/^Dépôt DEP-000003 crédité/);

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dépôt' }));
    await waitFor(() => expect(sent('POST', '/admin/deposits')).toHaveLength(3));

    const [first, retry, next] = sent('POST', '/admin/deposits').map(idempotencyKeyOf);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('says when the deposit waits for confirmations', async () => {
    asAdmin(({ method, path }) => {
      if (method !== 'POST' || path !== '/admin/deposits') return undefined;
      return Response.json(
        {
          id: '4',
          reference: 'DEP-000004',
          username: 'demo-member',
          uid: 'KNT-100002',
          asset: 'USDT',
          network: 'tron',
          amount: '250.000000',
          fee: '0.000000',
          tx_hash: HASH,
          confirmations: 3,
          required_confirmations: 12,
          status: 'pending',
          recorded_by: 'demo-admin',
          created_at: '2026-11-20T10:15:00Z',
          credited_at: null,
        },
        { status: 201 },
      );
    });
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dépôt' }));

    expect(
      await screen.findByText(
        'Dépôt DEP-000004 enregistré, en attente de confirmations (3 sur 12) : il sera crédité ensuite.',
      ),
    ).toBeVisible();
  });

  it('explains DEPOSIT_DUPLICATE on the hash', async () => {
    asAdmin(({ method, path }) =>
      method === 'POST' && path === '/admin/deposits'
        ? errorAnswer(409, { message: 'This transaction hash has already been credited.', code: 'DEPOSIT_DUPLICATE' })
        : undefined,
    );
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dépôt' }));

    const hash = screen.getByRole('textbox', { name: 'Hash de la transaction' });
    await waitFor(() => expect(hash).toHaveAttribute('aria-invalid', 'true'));
    expect(hash).toHaveAccessibleDescription(
      'Ce hash de transaction est déjà crédité, ou déjà déclaré pour un autre membre, actif ou montant : un dépôt n’est jamais crédité deux fois.',
    );
  });

  it('says a refusal in its code’s one text', async () => {
    asAdmin(({ method, path }) =>
      method === 'POST' && path === '/admin/deposits'
        ? errorAnswer(404, { message: 'No member is called demo-member.', code: 'NOT_FOUND' })
        : undefined,
    );
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dépôt' }));
    expect(await screen.findByText('Introuvable : ce que vous cherchez n’existe pas ou n’existe plus.')).toBeVisible();
  });
  it('records a deposit that waits for a second administrator, and says why', async () => {
    asAdmin(({ method, path }) =>
      method === 'POST' && path === '/admin/deposits' ? Response.json(AWAITING, { status: 201 }) : undefined,
    );
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    await screen.findByRole('grid', { name: 'Dépôts enregistrés' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dépôt' }));

    expect(
      await screen.findByText(
        'Dépôt DEP-000003 enregistré, en attente d’un second administrateur : il dépasse le seuil des dépôts du membre sur 24 heures. Il sera crédité après son approbation.',
      ),
    ).toBeVisible();
  });

  it('shows the deposits waiting for a second administrator, Approve and Reject apart in the drawer, and filters on them', async () => {
    const { sent } = asAdmin(awaitingList);
    const { user, router } = await openPage('/admin/deposit', 'Dépôts');

    const row = await screen.findByRole('row', { name: /DEP-000003/ });
    expect(cellTexts(row)[7]).toBe('En attente d’un second administrateur');
    const drawer = await openDrawer(user);
    expect(drawer).toHaveTextContent(HASH);
    expect(drawer).toHaveTextContent('il dépasse le seuil des dépôts du membre sur 24 heures');
    expect(drawer).toHaveTextContent('Enregistré par demo-admin');
    const approve = within(drawer).getByRole('button', { name: 'Approuver DEP-000003' });
    const reject = within(drawer).getByRole('button', { name: 'Rejeter DEP-000003' });
    expect(approve.closest('section')).not.toBe(reject.closest('section'));
    await user.click(within(drawer).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Statut/ }));
    await user.click(await screen.findByRole('option', { name: 'En attente d’un second administrateur' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'pending_approval' }));
    await waitFor(() =>
      expect(sent('GET', '/admin/deposits').map(({ search }) => search.get('state'))).toContain('pending_approval'),
    );
  });

  it('approves a deposit after a confirmation, with an Idempotency-Key, and refreshes', async () => {
    const { sent } = asAdmin(awaitingList);
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    await screen.findByRole('row', { name: /DEP-000003/ });
    const listsBefore = sent('GET', '/admin/deposits').length;

    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Approuver DEP-000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver DEP-000003' });
    expect(dialog).toHaveTextContent('250,00 USDT pour demo-member, enregistré par demo-admin.');
    expect(sent('POST', '/admin/deposits/3/approve')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approuver et créditer' }));

    expect(await screen.findByText('Dépôt DEP-000003 approuvé et crédité.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approuver DEP-000003' })).not.toBeInTheDocument());
    const [post] = sent('POST', '/admin/deposits/3/approve');
    idempotencyKeyOf(post);
    await waitFor(() => expect(sent('GET', '/admin/deposits').length).toBeGreaterThan(listsBefore));
  });

  it('says why this administrator may not approve, and closes the dialog', async () => {
    const message = 'The administrator who recorded this deposit cannot approve it.';
    const { sent } = asAdmin((call) =>
      call.method === 'POST' && call.path === '/admin/deposits/3/approve'
        ? errorAnswer(422, { message, code: 'SECOND_APPROVER_REQUIRED' })
        : awaitingList(call),
    );
    const { user } = await openPage('/admin/deposit', 'Dépôts');
    await openDrawer(user);
    await user.click(await screen.findByRole('button', { name: 'Approuver DEP-000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver DEP-000003' });
    await user.click(within(dialog).getByRole('button', { name: 'Approuver et créditer' }));

    expect(await screen.findByText('Cette approbation doit venir d’un autre administrateur.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approuver DEP-000003' })).not.toBeInTheDocument());
    expect(sent('POST', '/admin/deposits/3/approve')).toHaveLength(1);
  });

  it('rejects a deposit with a required reason', async () => {
    const { sent } = asAdmin(awaitingList);
    const { user } = await openPage('/admin/deposit', 'Dépôts');

    await openDrawer(user);
    await user.click(await screen.findByRole('button', { name: 'Rejeter DEP-000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter DEP-000003' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motif du rejet' });
    await user.type(reason, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter le dépôt' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription('Un motif de 3 à 500 caractères.');
    expect(sent('POST', '/admin/deposits/3/reject')).toEqual([]);

    await user.click(reason);
    await user.paste('No such transaction on chain.');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeter le dépôt' }));

    expect(await screen.findByText('Dépôt DEP-000003 rejeté : rien n’est crédité.')).toBeVisible();
    const [post] = sent('POST', '/admin/deposits/3/reject');
    expect(post?.body).toEqual({ reason: 'No such transaction on chain.' });
    idempotencyKeyOf(post);
  });
});

describe('admin/deposit, paged', () => {
  it('keeps its page and its filters in the address', async () => {
    await expectPageInAddress({ path: '/admin/deposit?asset=USDT', api: '/admin/deposits', user: admin });
  });
});
