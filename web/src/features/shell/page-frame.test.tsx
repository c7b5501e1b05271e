import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { admin, member, signedInAs } from '../../test/users.ts';
import { expectPageHeading } from '../../test/page-heading.ts';

describe('breadcrumb', () => {
  it('lists home, the parents and the page, the page itself current and not a link', async () => {
    const { user, router } = renderWithProviders(undefined, {
      path: '/wallets/my-wallets/swap/usdt',
      queryClient: signedInAs(member),
    });
    await expectPageHeading('Échanger');

    const breadcrumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    const items = within(breadcrumb).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Accueil/', 'Mes portefeuilles/', 'Échanger']);
    expect(within(breadcrumb).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/account/');
    expect(within(breadcrumb).getByText('Échanger')).toHaveAttribute('aria-current', 'page');
    expect(within(breadcrumb).getAllByRole('link')).toHaveLength(2);

    await user.click(within(breadcrumb).getByRole('link', { name: 'Mes portefeuilles' }));
    // The wallets page's code loads first, as a page opened by its address does.
    expect(await screen.findByText('Bonjour demo-member (KNT-100002).', {}, { timeout: 10_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/wallets/my-wallets');
  });
});

// Every member page of the product spec that has no feature yet: the shared frame, its own title.
const MEMBER_PAGES: [string, string][] = [
  ['/setting/profile/affiliation', 'Mon affiliation'],
  ['/avantage/uni-level', 'Unilevel'],
  ['/avantage/rank-or-carrer', 'Rang et carrière'],
  ['/avantage/pool', 'Pools'],
  ['/wallets/my-cards', 'Mes cartes'],
  ['/wallets/my-cards/deposit-card', 'Recharger la carte'],
  ['/wallets/my-cards/withdraw-card', 'Retirer de la carte'],
  ['/commande', 'Mes commandes'],
  ['/remuneration', 'Rémunération'],
  ['/affiliation', 'Affiliation'],
  ['/affiliation/tree', 'Arbre d’affiliation'],
  ['/affiliation/graph', 'Graphe d’affiliation'],
  ['/marketing', 'Marketing'],
  ['/evenement', 'Événements'],
  ['/fiche-crypto', 'Fiches crypto'],
  ['/support', 'Support'],
  ['/support/new', 'Nouvelle demande'],
  ['/support/replay', 'Répondre au support'],
  ['/material/cold-wallet', 'Cold wallet'],
  ['/material/visa', 'Carte Visa'],
  ['/coldwallet', 'Commander un cold wallet'],
  ['/ticket', 'Tickets'],
];

const ADMIN_PAGES: [string, string][] = [['/admin/pools', 'Pools']];

describe('pages still to come', () => {
  it.each(MEMBER_PAGES)('%s has its title, its breadcrumb and says it is coming soon', async (path, title) => {
    const { router } = renderWithProviders(undefined, { path, queryClient: signedInAs(member) });
    await expectPageHeading(title);
    expect(router.state.location.pathname).toBe(path);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 2, name: 'Bientôt disponible' })).toBeVisible();
    expect(within(main).getByRole('navigation', { name: 'Fil d’Ariane' })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(ADMIN_PAGES)('%s (admin) has its title and says it is coming soon', async (path, title) => {
    renderWithProviders(undefined, { path, queryClient: signedInAs(admin) });
    await expectPageHeading(title);
    expect(screen.getByRole('heading', { level: 2, name: 'Bientôt disponible' })).toBeVisible();
  });

  it.each([['/ticket/new'], ['/ticket/edit/42']])('%s is declared and shows nothing inside the shell', async (path) => {
    const { router } = renderWithProviders(undefined, { path, queryClient: signedInAs(member) });
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('main')).toHaveTextContent(/^$/);
    expect(within(screen.getByRole('main')).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('in English too', async () => {
    window.localStorage.setItem('app-language', 'en');
    renderWithProviders(undefined, { path: '/wallets/my-cards/deposit-card', queryClient: signedInAs(member) });
    await expectPageHeading('Top up the card');
    expect(screen.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'My cards' })).toHaveAttribute(
      'href',
      '/account/wallets/my-cards',
    );
  });
});

describe('public pages', () => {
  it.each([
    ['/thank-you', 'Merci pour votre paiement'],
    ['/payment-error', 'Le paiement n’a pas abouti'],
  ])('%s says how the payment went, with a way back', async (path, title) => {
    renderWithProviders(undefined, { path, queryClient: signedInAs(null) });
    await expectPageHeading(title);
    expect(screen.getByRole('link', { name: 'Retour à mes portefeuilles' })).toHaveAttribute(
      'href',
      '/account/wallets/my-wallets',
    );
  });
});
