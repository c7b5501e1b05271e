/** admin/dashboard against Prism's mock: the contract's example (three days, no pack sold, KYC and tickets not built). */
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { admin, signedInAs } from '../../test/users.ts';
import { expectPageHeading } from '../../test/page-heading.ts';

// The first page of a file loads its route's chunks over a busy machine: more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('admin/dashboard', () => {
  it('is where /admin goes, with each figure, honest about what is not built', async () => {
    const { router } = renderWithProviders(undefined, { path: '/admin', queryClient: signedInAs(admin) });
    await expectPageHeading('Administration');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Membres' });

    expect(card('Membres')).toHaveTextContent(/^Membres3/);
    expect(card('Membres actifs')).toHaveTextContent('100 % des membres');
    expect(card('Nouvelles inscriptions')).toHaveTextContent(/^Nouvelles inscriptions2/);
    expect(card('Chiffre d’affaires')).toHaveTextContent('aucun pack n’a encore été vendu');
    expect(card('Retraits en attente')).toHaveTextContent(/^Retraits en attente2/);
    expect(within(card('Retraits en attente')).getByRole('link', { name: 'Ouvrir la file' })).toHaveAttribute(
      'href',
      '/account/admin/withdrawal-request',
    );
    expect(card('KYC en attente')).toHaveTextContent(/^KYC en attente1/);
    expect(within(card('KYC en attente')).getByRole('link', { name: 'Ouvrir les vérifications' })).toHaveAttribute(
      'href',
      '/account/admin/setting/kyc',
    );
    // Not a made-up zero.
    expect(card('Tickets ouverts')).toHaveTextContent('Non disponible');
    expect(card('Tickets ouverts')).not.toHaveTextContent('0');
  });

  it('draws the trends as images with a text alternative, and their data in a table', async () => {
    renderWithProviders(undefined, { path: '/admin/dashboard', queryClient: signedInAs(admin) });
    await screen.findByRole('heading', { level: 2, name: 'Nouvelles inscriptions' });
    const signUps = within(card('Nouvelles inscriptions'));
    const image = signUps.getByRole('img');
    expect(image).toHaveAccessibleName(/^Inscriptions par jour\. 2 sur la période, au plus 1 le 19 nov\. 2026$/);
    expect(image.querySelectorAll('rect')).toHaveLength(3);
    const rows = signUps.getAllByRole('row', { hidden: true }).map((row) => row.textContent);
    expect(rows).toEqual(['JourNombre', '18 nov. 20260', '19 nov. 20261', '20 nov. 20261']);
    expect(within(card('Membres')).getByRole('img')).toHaveAccessibleName(
      'Membres à la fin de chaque jour. de 1 à 3 membres sur la période',
    );
  });
});
