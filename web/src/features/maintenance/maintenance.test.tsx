import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { admin, member, signedInAs } from '../../test/users.ts';
import { readMaintenanceMode, showsMaintenance, type MaintenanceMode } from './maintenance-mode.ts';
import { expectPageHeading } from '../../test/page-heading.ts';

const PATHS = ['/login', '/register', '/register/demo-admin', '/silent/login', '/silent/register', '/', '/dashboard'];

// Which of PATHS show the maintenance page to a non-admin, per mode.
const CLOSED: Record<MaintenanceMode, string[]> = {
  none: [],
  partial: ['/login', '/register', '/register/demo-admin'],
  global: ['/login', '/register', '/register/demo-admin', '/silent/register', '/', '/dashboard'],
};

describe('maintenance gating', () => {
  const table = (['none', 'partial', 'global'] as const).flatMap((mode) =>
    PATHS.flatMap((path) => [
      [mode, path, false, CLOSED[mode].includes(path)] as const,
      [mode, path, true, false] as const,
    ]),
  );

  it.each(table)('%s, %s, admin %s -> maintenance page %s', (mode, path, isAdmin, expected) => {
    expect(showsMaintenance(mode, path, isAdmin)).toBe(expected);
  });

  it('ignores a trailing slash', () => {
    expect(showsMaintenance('partial', '/login/', false)).toBe(true);
    expect(showsMaintenance('global', '/silent/login/', false)).toBe(false);
  });
});

describe('maintenance mode setting', () => {
  const withMeta = (content: string) => {
    const doc = document.implementation.createHTMLDocument();
    const meta = doc.createElement('meta');
    meta.name = 'maintenance-mode';
    meta.content = content;
    doc.head.append(meta);
    return doc;
  };
  const empty = document.implementation.createHTMLDocument();

  it('is none by default', () => {
    expect(readMaintenanceMode(empty, undefined)).toBe('none');
  });

  it('comes from the build', () => {
    expect(readMaintenanceMode(empty, 'partial')).toBe('partial');
    expect(readMaintenanceMode(empty, 'nonsense')).toBe('none');
  });

  it('is overridden by the meta tag the BFF adds', () => {
    expect(readMaintenanceMode(withMeta('global'), 'partial')).toBe('global');
    expect(readMaintenanceMode(withMeta('none'), 'global')).toBe('none');
    expect(readMaintenanceMode(withMeta('bogus'), 'partial')).toBe('partial');
  });
});

describe('maintenance page', () => {
  afterEach(() => document.head.querySelector('meta[name="maintenance-mode"]')?.remove());

  const setMode = (mode: MaintenanceMode) => {
    const meta = document.createElement('meta');
    meta.name = 'maintenance-mode';
    meta.content = mode;
    document.head.append(meta);
  };

  it('replaces /login for everyone but admins in partial mode, full screen', async () => {
    setMode('partial');
    renderWithProviders(undefined, { path: '/login', queryClient: signedInAs(null) });

    await expectPageHeading('Site en maintenance');
    expect(screen.getByText('Notre équipe revient très vite.')).toBeVisible();
    expect(screen.getByText('Le problème est en cours de résolution, jour et nuit.')).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('leaves /silent/login open in global mode', async () => {
    setMode('global');
    const { router } = renderWithProviders(undefined, { path: '/silent/login', queryClient: signedInAs(null) });
    // The shell and the page, not the maintenance screen (which has no top bar).
    expect(await screen.findByRole('banner')).toBeVisible();
    expect(router.state.location.pathname).toBe('/silent/login');
    expect(screen.queryByRole('heading', { name: 'Site en maintenance' })).not.toBeInTheDocument();
  });

  it('holds a member back in global mode, never an admin', async () => {
    setMode('global');
    const { unmount } = renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    await expectPageHeading('Site en maintenance');
    unmount();

    renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(admin) });
    await expectPageHeading('Staking');
  });

  it('is at /maintenance too', async () => {
    renderWithProviders(undefined, { path: '/maintenance', queryClient: signedInAs(admin) });
    await expectPageHeading('Site en maintenance');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
