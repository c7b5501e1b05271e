/** The member's profile pages against Prism's mock: what is shown, what is sent, what a refused photo says. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { member, signedInAs } from '../../test/users.ts';
import { errorAnswer, recordingFetch } from '../../test/recording-fetch.ts';

const withPhoto = { ...member, photo: '/account/api/user/profile/photo?v=3f2a9c', cap: '1250.00', cag: '48200.00' };

describe('setting/profile/detail', () => {
  it('shows the photo, the read-only fields, cap and cag', async () => {
    recordingFetch();
    renderWithProviders(undefined, { path: '/setting/profile/detail', queryClient: signedInAs(withPhoto) });
    // The side menu shows the same photo.
    await screen.findAllByRole('img', { name: 'Photo de demo-member' });
    for (const img of screen.getAllByRole('img', { name: 'Photo de demo-member' }))
      expect(img).toHaveAttribute('src', withPhoto.photo);
    const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(value('Chiffre d’affaires personnel (CAP)')).toBe('1 250,00 $US');
    expect(value('Chiffre d’affaires global (CAG)')).toBe('48 200,00 $US');
    expect(value('Parrain')).toBe('demo-admin');
  });
});

describe('setting/profile/edit', () => {
  it('sends the changed names, phone and country', async () => {
    const calls = recordingFetch();
    const { user } = renderWithProviders(undefined, {
      path: '/setting/profile/edit',
      queryClient: signedInAs(member),
    });
    const first = await screen.findByRole('textbox', { name: 'Prénom' });
    await user.clear(first);
    await user.type(first, 'Jeanne');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '+33700000001');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body as string)).toEqual({
      first_name: 'Jeanne',
      last_name: 'Member',
      tel: '+33700000001',
      country: 'FR',
    });
  });

  it('shows a phone in the wrong format under its field, and sends nothing', async () => {
    const calls = recordingFetch();
    const { user } = renderWithProviders(undefined, {
      path: '/setting/profile/edit',
      queryClient: signedInAs(member),
    });
    const tel = await screen.findByRole('textbox', { name: 'Téléphone' });
    await user.type(tel, '0612');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(tel).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Numéro au format international attendu, par exemple +33612345678.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('uploads a photo as multipart, and says why one is refused', async () => {
    const calls = recordingFetch((method, path) =>
      method === 'POST' && path.endsWith('/user/profile/photo')
        ? errorAnswer(400, {
            message: 'The file is damaged or incomplete: it cannot be read whole.',
            code: 'UPLOAD_TRUNCATED',
          })
        : undefined,
    );
    const { user } = renderWithProviders(undefined, {
      path: '/setting/profile/edit',
      queryClient: signedInAs(member),
    });
    const photo = await screen.findByRole('region', { name: 'Photo' });
    await user.upload(within(photo).getByLabelText('Nouvelle photo'), new File(['x'], 'me.png', { type: 'image/png' }));
    await user.click(within(photo).getByRole('button', { name: 'Envoyer la photo' }));
    expect(await within(photo).findByRole('alert')).toHaveTextContent(
      'Le fichier est endommagé ou incomplet : il ne peut pas être lu en entier.',
    );
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('me.png');
  });
});
