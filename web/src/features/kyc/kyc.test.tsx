/**
 * The identity verification pages against Prism's mock: the member's (the contract's example session: identity
 * approved, proof of address rejected with its reason) and the administrators' review queue.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { admin, member, signedInAs } from '../../test/users.ts';
import { expectPageInAddress } from '../../test/paging.ts';
import { errorAnswer, recordingFetch } from '../../test/recording-fetch.ts';

describe('setting/verification-identity', () => {
  it("shows where the member stands, each step's status, and a rejected step's reason", async () => {
    recordingFetch();
    renderWithProviders(undefined, { path: '/setting/verification-identity', queryClient: signedInAs(member) });
    expect(await screen.findByText('Vérifiée N°1', undefined, { timeout: 15_000 })).toHaveAttribute(
      'data-tone',
      'waiting',
    );
    const identity = screen.getByRole('article', { name: 'Pièce d’identité' });
    expect(within(identity).getByText('Validé')).toHaveAttribute('data-tone', 'done');
    expect(within(identity).queryByLabelText(/Document/)).toBeNull();
    const address = screen.getByRole('article', { name: 'Justificatif de domicile' });
    expect(within(address).getByText('Refusé')).toBeVisible();
    expect(within(address).getByText('Motif : The document is older than 3 months.')).toBeVisible();
    expect(within(address).getByRole('button', { name: 'Envoyer de nouveau' })).toBeDisabled();
  });

  it('sends the chosen file of a step as multipart form data', async () => {
    const calls = recordingFetch();
    const { user } = renderWithProviders(undefined, {
      path: '/setting/verification-identity',
      queryClient: signedInAs(member),
    });
    const address = await screen.findByRole('article', { name: 'Justificatif de domicile' });
    const file = new File(['%PDF-1.4 example'], 'bill.pdf', { type: 'application/pdf' });
    await user.upload(within(address).getByLabelText('Document : Justificatif de domicile'), file);
    await user.click(within(address).getByRole('button', { name: 'Envoyer de nouveau' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path.endsWith('/kyc/session/steps/address/document')),
      ).toBeDefined(),
    );
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('bill.pdf');
  });

  it('says why a file is refused under the picker', async () => {
    recordingFetch((method, path) =>
      method === 'POST' && path.endsWith('/document')
        ? errorAnswer(400, {
            message: 'The file is not a PNG or JPEG image or a PDF document (its content says so, whatever its name).',
            code: 'UPLOAD_TYPE',
          })
        : undefined,
    );
    const { user } = renderWithProviders(undefined, {
      path: '/setting/verification-identity',
      queryClient: signedInAs(member),
    });
    const address = await screen.findByRole('article', { name: 'Justificatif de domicile' });
    const picker = within(address).getByLabelText('Document : Justificatif de domicile');
    await user.upload(picker, new File(['hello'], 'bill.png', { type: 'image/png' }));
    await user.click(within(address).getByRole('button', { name: 'Envoyer de nouveau' }));
    expect(await within(address).findByRole('alert')).toHaveTextContent(
      'Ce type de fichier n’est pas accepté (son contenu le dit, quel que soit son nom).',
    );
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts a verification as an enterprise, with its company name', async () => {
    const calls = recordingFetch((method, path) =>
      method === 'GET' && path.endsWith('/kyc/session') ? Response.json({ kyc: null, session: null }) : undefined,
    );
    const { user } = renderWithProviders(undefined, {
      path: '/setting/verification-identity',
      queryClient: signedInAs({ ...member, kyc: null }),
    });
    expect(await screen.findByText('Non vérifiée')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Vérifier mon identité/ }));
    await user.click(await screen.findByRole('option', { name: 'En tant qu’entreprise' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom de la société' }), 'Acme SAS');
    await user.click(screen.getByRole('button', { name: 'Commencer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body as string)).toEqual({
      type: 'enterprise',
      company_name: 'Acme SAS',
    });
  });
});

describe('admin/setting/kyc review queue', () => {
  it('lists each waiting step with its member and a link to each document', async () => {
    recordingFetch();
    renderWithProviders(undefined, { path: '/admin/setting/kyc', queryClient: signedInAs(admin) });
    // The first visit loads the administrators' chunks: on a loaded machine that takes a while.
    const table = await screen.findByRole('grid', { name: 'Étapes en attente' }, { timeout: 15_000 });
    const row = within(table).getByRole('row', { name: /demo-member/ });
    expect(within(row).getByText('Justificatif de domicile')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Document 1 (PDF)' })).toHaveAttribute(
      'href',
      '/account/api/admin/kyc/documents/12',
    );
  });

  it('rejects a step with the reason the administrator writes, and the step leaves the queue', async () => {
    // Prism's queue never changes: once the step is rejected, the queue is answered empty, as the platform would.
    let rejected = false;
    const calls = recordingFetch((method, path) => {
      if (method === 'POST' && path.endsWith('/admin/kyc/steps/8/reject')) rejected = true;
      return rejected && method === 'GET' && path.endsWith('/admin/kyc/reviews')
        ? Response.json({ items: [], total: 0, page: 1, pageSize: 20 })
        : undefined;
    });
    const { user } = renderWithProviders(undefined, { path: '/admin/setting/kyc', queryClient: signedInAs(admin) });
    const table = await screen.findByRole('grid', { name: 'Étapes en attente' });
    await user.click(within(table).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: /Refuser « Justificatif de domicile » de demo-member/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Older than 3 months.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));

    // What the administrator sees: the confirmation, the dialog gone, and the queue read again without the step.
    expect(await screen.findByText('Étape refusée')).toBeVisible();
    expect(await screen.findByText('Aucune vérification en attente.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /demo-member/ })).not.toBeInTheDocument();
    const body = calls.find((c) => c.path.endsWith('/admin/kyc/steps/8/reject'))!.body as string;
    expect(JSON.parse(body)).toEqual({ reason: 'Older than 3 months.' });
  });

  it("says an administrator's own verification is another administrator's to decide", async () => {
    recordingFetch((method, path) =>
      method === 'POST' && path.endsWith('/approve')
        ? errorAnswer(422, {
            message: 'This is your own account. Another administrator must decide it.',
            code: 'OWN_ACCOUNT',
          })
        : undefined,
    );
    const { user } = renderWithProviders(undefined, { path: '/admin/setting/kyc', queryClient: signedInAs(admin) });
    const table = await screen.findByRole('grid', { name: 'Étapes en attente' });
    await user.click(within(table).getByRole('button', { name: 'Valider' }));
    expect(
      await screen.findByText('C’est votre propre compte : un autre administrateur doit s’en charger.'),
    ).toBeVisible();
  });

  it('keeps its page in the address', async () => {
    await expectPageInAddress({ path: '/admin/setting/kyc', api: '/admin/kyc/reviews', user: admin });
  });
});
