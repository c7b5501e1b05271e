import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { LOADING_BAR_COLOR } from '../../ui/loading-bar/loading-bar.css.ts';
import type * as AppShellModule from './app-shell.tsx';
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

const html = document.documentElement;

// Counts the renders of the frame around the page (top bar, menus), the real frame rendering as ever.
const frame = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./app-shell.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof AppShellModule>();
  return {
    ...actual,
    AppShell: (props: Parameters<typeof actual.AppShell>[0]) => {
      frame.renders++;
      return actual.AppShell(props);
    },
  };
});

describe('language', () => {
  it('is French by default', async () => {
    renderWithProviders(undefined, { path: '/dashboard' });

    await expectPageHeading('Tableau de bord');
    expect(html.lang).toBe('fr');
    expect(screen.getByRole('group', { name: 'Langue' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'FR (Français)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'EN (English)' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.title).toBe('Back-office du compte');
  });

  it('switches to English, is saved, and is restored on the next visit', async () => {
    const { user, unmount } = renderWithProviders(undefined, { path: '/dashboard' });
    await expectPageHeading('Tableau de bord');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'EN (English)' }));

    await expectPageHeading('Dashboard');
    expect(within(screen.getByRole('banner')).getByText('Account back-office')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'EN (English)' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('app-language')).toBe('en');
    expect(html.lang).toBe('en');

    unmount();
    const next = renderWithProviders(undefined, { path: '/dashboard' });
    await expectPageHeading('Dashboard');
    await next.user.click(
      await loadedTrigger(() => within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' })),
    );
    expect(await screen.findByText('Nov 20, 2026')).toBeVisible();
    expect(screen.getByText('Unread')).toBeVisible();
  });

  it('keeps the pressed language pressed when it is pressed again', async () => {
    const { user } = renderWithProviders(undefined, { path: '/dashboard' });
    await expectPageHeading('Tableau de bord');
    const french = within(screen.getByRole('banner')).getByRole('button', { name: 'FR (Français)' });

    await user.click(french);

    expect(french).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'EN (English)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(html.lang).toBe('fr');
  });

  it('ignores a saved value that is not a language', async () => {
    window.localStorage.setItem('app-language', 'de');
    renderWithProviders(undefined, { path: '/dashboard' });
    await expectPageHeading('Tableau de bord');
  });
});

describe('display mode', () => {
  it('is light by default, with the class on <html>', async () => {
    renderWithProviders(undefined, { path: '/dashboard' });
    const toggle = await screen.findByRole('button', { name: 'Mode sombre' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
  });

  it('switches to dark and back, is saved, and is restored on the next visit', async () => {
    const { user, unmount } = renderWithProviders(undefined, { path: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Mode sombre' }));
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(window.localStorage.getItem('app-mode')).toBe('dark');

    unmount();
    html.className = '';
    const { user: nextUser } = renderWithProviders(undefined, { path: '/dashboard' });
    const toggle = await screen.findByRole('button', { name: 'Mode sombre' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveClass('dark');

    await nextUser.click(toggle);
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
    expect(window.localStorage.getItem('app-mode')).toBe('light');
  });

  it('is applied before React by src/styles/mode-init.js, from what was saved', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const script = readFileSync(join(here, '..', '..', 'styles', 'mode-init.js'), 'utf8');
    window.localStorage.setItem('app-mode', 'dark');
    window.localStorage.setItem('app-language', 'en');
    html.className = 'light';

    window.eval(script);

    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.lang).toBe('en');
  });
});

describe('layout', () => {
  it('has a header, a main landmark and one level-one heading', async () => {
    renderWithProviders(undefined, { path: '/dashboard' });
    await expectPageHeading('Tableau de bord');

    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('main')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows a not-found page for any other address, with a way home', async () => {
    const { user } = renderWithProviders(undefined, { path: '/nowhere' });

    await expectPageHeading('Page introuvable');
    expect(screen.getByRole('banner')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Retour à l’accueil' }));
    await expectPageHeading('Back-office du compte');
  });
});

describe('loading bar', () => {
  it('runs while a page loads and its queries fetch, then goes away', async () => {
    renderWithProviders(undefined, { path: '/dashboard' });
    // Seen at some moment: it may be gone again by the time an assertion after this one would run.
    await screen.findByRole('progressbar', { name: 'Chargement…' });
    await expectPageHeading('Tableau de bord');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('renders alone when a query starts and ends, not the frame around the page', async () => {
    const { queryClient } = renderWithProviders(undefined, { path: '/dashboard' });
    await expectPageHeading('Tableau de bord');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    const rendersBefore = frame.renders;

    let answer!: (value: number) => void;
    const fetched = queryClient.fetchQuery({
      queryKey: ['loading-bar-test'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    await screen.findByRole('progressbar', { name: 'Chargement…' });
    answer(1);
    await fetched;
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());

    expect(frame.renders).toBe(rendersBefore);
  });

  it('is drawn in #00faca', () => {
    expect(LOADING_BAR_COLOR).toBe('#00faca');
  });
});
