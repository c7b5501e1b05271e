import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { admin, member, signedInAs } from '../../test/users.ts';
import * as styles from './shell.css.ts';
import { expectPageHeading } from '../../test/page-heading.ts';

/**
 * The button, once the code of what it opens has arrived and replaced its look-alike placeholder (the
 * real one says whether it is expanded): a click in between may land on the element being replaced.
 */
const loadedTrigger = (find: () => HTMLElement) =>
  waitFor(() => {
    const button = find();
    expect(button).toHaveAttribute('aria-expanded');
    return button;
  });

const topBar = () => screen.getByRole('banner');

describe('top bar', () => {
  it('offers an anonymous visitor the sign-in, and nothing of an account', async () => {
    renderWithProviders(undefined, { path: '/', queryClient: signedInAs(null) });
    await expectPageHeading();
    const bar = topBar();

    expect(within(bar).getByRole('link', { name: /Back-office du compte/ })).toHaveAttribute('href', '/account/');
    expect(within(bar).getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(within(bar).queryByRole('link', { name: 'Compte' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Administrateur' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /Mon compte/ })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Ouvrir le menu' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('group', { name: 'Langue' })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Mode sombre' })).toBeVisible();
  });

  it('draws the logo’s K and its tile in the mode’s own pair of colours, never in one colour', async () => {
    renderWithProviders(undefined, { path: '/', queryClient: signedInAs(null) });
    await expectPageHeading();
    const logo = within(topBar())
      .getByRole('link', { name: /Back-office du compte/ })
      .querySelector('svg')!;
    // The palette test checks that each mode's pair reaches 3:1.
    expect(logo.querySelector('rect')).toHaveClass(styles.logoTile);
    expect(logo.querySelector('path')).toHaveClass(styles.logoMark);
    expect(logo.querySelector('[fill]')).toBeNull();
  });

  it('gives a member the Account link, the bell and the profile menu, but no Administrator button', async () => {
    renderWithProviders(undefined, { path: '/wallets/my-wallets', queryClient: signedInAs(member) });
    await expectPageHeading('Mes portefeuilles');
    const bar = topBar();

    expect(within(bar).getByRole('link', { name: 'Compte' })).toHaveAttribute('href', '/account/');
    expect(within(bar).queryByRole('link', { name: 'Administrateur' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  });

  it('gives a signed-in user on a public page the bell and the profile menu as well, once their code is there', async () => {
    renderWithProviders(undefined, { path: '/no-such-page', queryClient: signedInAs(member) });
    await expectPageHeading('Page introuvable');

    expect(await within(topBar()).findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(within(topBar()).getByRole('button', { name: /Mon compte/ })).toBeVisible();
    expect(within(topBar()).getByRole('link', { name: 'Compte' })).toBeVisible();
  });

  it('gives an administrator a switch between the member and admin views', async () => {
    const { user, router } = renderWithProviders(undefined, {
      path: '/wallets/my-wallets',
      queryClient: signedInAs(admin),
    });
    await expectPageHeading('Mes portefeuilles');

    const adminView = within(topBar()).getByRole('link', { name: 'Administrateur' });
    expect(adminView).toHaveAttribute('href', '/account/admin');
    expect(adminView).not.toHaveAttribute('aria-current');
    // Not a main button: the switch's two options look alike, the current view marked.
    expect(adminView.className).toBe(within(topBar()).getByRole('link', { name: 'Compte' }).className);
    await user.click(adminView);

    await expectPageHeading('Administration');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    await user.click(screen.getByRole('link', { name: 'Utilisateurs' }));
    await expectPageHeading('Utilisateurs');
    // Every admin page is the admin view.
    expect(within(topBar()).getByRole('link', { name: 'Administrateur' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a profile menu with the name, the email, the profile and sign-out', async () => {
    const { user, router } = renderWithProviders(undefined, {
      path: '/wallets/my-wallets',
      queryClient: signedInAs(member),
    });
    await expectPageHeading('Mes portefeuilles');

    await user.click(await loadedTrigger(() => within(topBar()).getByRole('button', { name: /Mon compte/ })));
    const menu = await screen.findByRole('menu', { name: /Mon compte/ });
    expect(screen.getByText('demo-member@example.com')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Se déconnecter' })).toHaveAttribute('href', '/account/logout');

    await user.click(within(menu).getByRole('menuitem', { name: 'Voir mon profil' }));
    await expectPageHeading('Mon profil');
    expect(router.state.location.pathname).toBe('/setting/profile/detail');
    // The profile detail shows the session user's own fields.
    expect(screen.getByText('KNT-100002', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('demo-admin', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('Vérifiée N°1')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
