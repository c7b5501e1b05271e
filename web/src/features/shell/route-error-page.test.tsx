import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../chunks/chunk-timeout.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { expectPageHeading } from '../../test/page-heading.ts';

describe('a page that fails', () => {
  it.each([
    ['took more than 120 s', new ChunkLoadError('timeout')],
    ['could not be fetched', new TypeError('Failed to fetch dynamically imported module: /account/assets/a.js')],
  ])('whose script %s offers to reload the page', async (_case, error) => {
    const reload = vi.fn();
    const { user } = renderWithProviders(<RouteErrorPage error={error} onReload={reload} />);

    await expectPageHeading('La page n’a pas pu être chargée');
    expect(screen.getByRole('alert')).toHaveTextContent('Rechargez la page pour réessayer.');
    await user.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('for another reason shows its message and a retry', async () => {
    renderWithProviders(<RouteErrorPage error={new Error('Boom')} onReload={vi.fn()} />);
    await expectPageHeading('Une erreur est survenue');
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});
