import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { admin, member, signedInAs } from '../../test/users.ts';
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

/** Every entry of a menu in reading order: group labels and link names. */
function entries(nav: HTMLElement): string[] {
  return Array.from(nav.querySelectorAll('a, span[id]')).map((element) => element.textContent ?? '');
}

const MEMBER_MENU = [
  'Mes portefeuilles',
  'Mes portefeuilles',
  'Mes transactions',
  'Tableau de bord',
  'Services',
  'Staking',
  'Packs Booster',
  'Pack arbitrage',
  'Paramètres',
  'Profil',
  'Modifier le profil',
  'Sécurité',
  'Vérification d’identité',
  // The areas not built yet, apart.
  'Bientôt disponible',
  'Arbre d’affiliation',
  'Avantages',
  'Affiliation',
  'Matériel',
  'Fiche Crypto',
  'Marketing',
  'Support',
  'Événement',
];

describe('side menu', () => {
  it('lists the entries in the order of the product, with the member’s photo, uid and status', async () => {
    renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    await expectPageHeading('Staking');

    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(entries(nav)).toEqual(MEMBER_MENU);
    const aside = nav.closest('aside')!;
    // The image shipped with the app: a file, or inlined by the build when it is that small.
    expect(within(aside).getByRole('img', { name: 'Photo de demo-member' }).getAttribute('src')).toMatch(
      /default-avatar\.svg$|^data:image\/svg\+xml,/,
    );
    expect(within(aside).getByText('KNT-100002')).toBeVisible();
    expect(within(aside).getByText('Actif')).toBeVisible();
  });

  it('marks Staking on its sub-pages and the identity check among the settings', async () => {
    renderWithProviders(undefined, { path: '/staking/new', queryClient: signedInAs(member) });
    await expectPageHeading('Nouveau staking');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Staking' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Vérification d’identité' })).toHaveAttribute(
      'href',
      '/account/setting/verification-identity',
    );
    // The areas not built yet are one group, apart from the working pages.
    const soon = within(nav).getByRole('list', { name: 'Bientôt disponible' });
    expect(within(soon).getAllByRole('link')).toHaveLength(8);
    expect(within(soon).queryByRole('link', { name: 'Staking' })).not.toBeInTheDocument();
  });

  it('shows the member’s own photo and an inactive status', async () => {
    const photo = 'https://example.com/photo.png';
    renderWithProviders(undefined, {
      path: '/staking',
      queryClient: signedInAs({ ...member, photo, is_active: false }),
    });
    await expectPageHeading('Staking');
    const aside = screen.getByRole('navigation', { name: 'Menu principal' }).closest('aside')!;
    expect(within(aside).getByRole('img', { name: 'Photo de demo-member' })).toHaveAttribute('src', photo);
    expect(within(aside).getByText('Inactif')).toBeVisible();
  });

  it('marks the current page and follows its links', async () => {
    const { user, router } = renderWithProviders(undefined, {
      path: '/wallets/my-wallets',
      queryClient: signedInAs(member),
    });
    await expectPageHeading('Mes portefeuilles');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const [group, current] = within(nav).getAllByText('Mes portefeuilles');
    expect(group!.tagName).toBe('SPAN');
    expect(current).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Arbre d’affiliation' }));

    await expectPageHeading('Arbre d’affiliation');
    expect(router.state.location.pathname).toBe('/affiliation/tree');
    expect(within(nav).getByRole('link', { name: 'Arbre d’affiliation' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Mes transactions' })).not.toHaveAttribute('aria-current');
  });

  it('is not shown on public pages', async () => {
    renderWithProviders(undefined, { path: '/thank-you', queryClient: signedInAs(member) });
    await expectPageHeading('Merci pour votre paiement');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  it('keeps the frame of its area around an unknown address', async () => {
    renderWithProviders(undefined, { path: '/nowhere', queryClient: signedInAs(member) });
    await expectPageHeading('Page introuvable');
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Notifications/ })).toBeVisible();
  });

  it('keeps the admin frame around an unknown admin address, for an admin only', async () => {
    renderWithProviders(undefined, { path: '/admin/nowhere', queryClient: signedInAs(admin) });
    await expectPageHeading('Page introuvable');
    expect(await screen.findByRole('navigation', { name: 'Menu d’administration' })).toBeVisible();
  });
});

describe('mobile menu', () => {
  it('opens the same menu in a drawer, with the language selector and sign-out, and closes on a link', async () => {
    const { user, router } = renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    await expectPageHeading('Staking');

    await user.click(await loadedTrigger(() => screen.getByRole('button', { name: 'Ouvrir le menu' })));
    const drawer = await screen.findByRole('dialog', { name: 'Back-office du compte' });
    const nav = within(drawer).getByRole('navigation', { name: 'Menu principal' });
    expect(entries(nav)).toEqual(MEMBER_MENU);
    expect(within(drawer).getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute('href', '/account/logout');

    await user.click(within(drawer).getByRole('button', { name: 'EN (English)' }));
    expect(await within(drawer).findByRole('navigation', { name: 'Main menu' })).toBeVisible();

    await user.click(within(drawer).getByRole('link', { name: 'Crypto sheets' }));
    await expectPageHeading('Crypto sheets');
    expect(router.state.location.pathname).toBe('/fiche-crypto');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('mobile menu of an administrator', () => {
  it('holds what the top bar leaves out on a phone: the account links, the admin menu on admin pages, the mode', async () => {
    const { user } = renderWithProviders(undefined, { path: '/admin/rank', queryClient: signedInAs(admin) });
    await expectPageHeading('Rangs');

    await user.click(await loadedTrigger(() => screen.getByRole('button', { name: 'Ouvrir le menu' })));
    const drawer = await screen.findByRole('dialog', { name: 'Back-office du compte' });
    const links = within(drawer).getByRole('navigation', { name: 'Navigation du compte' });
    expect(within(links).getByRole('link', { name: 'Compte' })).toHaveAttribute('href', '/account/');
    // On an admin page, the switch's admin view is the current one.
    expect(within(links).getByRole('link', { name: 'Administrateur' })).toHaveAttribute('aria-current', 'page');
    const nav = within(drawer).getByRole('navigation', { name: 'Menu d’administration' });
    expect(within(nav).getByRole('link', { name: 'Rangs' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Langue' })).toBeVisible();

    await user.click(within(drawer).getByRole('button', { name: 'Mode sombre' }));
    expect(document.documentElement).toHaveClass('dark');
  });
});

describe('admin shell', () => {
  it('frames every /admin page with the admin menu instead of the member menu', async () => {
    const { user, router } = renderWithProviders(undefined, { path: '/admin', queryClient: signedInAs(admin) });
    await expectPageHeading('Administration');

    const nav = screen.getByRole('navigation', { name: 'Menu d’administration' });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/account/admin/dashboard',
      '/account/admin/user',
      '/account/admin/assets',
      '/account/admin/withdrawal-request',
      '/account/admin/deposit',
      '/account/admin/all-transactions',
      '/account/admin/wallet-detail',
      '/account/admin/accounting',
      '/account/admin/pack-booster',
      '/account/admin/pack-booster-order',
      '/account/admin/pack-arbitrage',
      '/account/admin/service',
      '/account/admin/staking-roi',
      '/account/admin/setting/asset',
      '/account/admin/setting/kyc',
      '/account/admin/setting/payment',
      '/account/admin/setting/visa',
      '/account/admin/setting/cold-wallet',
      '/account/admin/setting/transaction',
      '/account/admin/setting/audit',
      '/account/admin/setting/jobs',
      '/account/admin/pools',
      '/account/admin/rank',
    ]);

    await user.click(within(nav).getByRole('link', { name: 'Rangs' }));
    await expectPageHeading('Rangs');
    expect(router.state.location.pathname).toBe('/admin/rank');
    expect(screen.getByRole('heading', { level: 2, name: 'Bientôt disponible' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Rangs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current');
  });
});
