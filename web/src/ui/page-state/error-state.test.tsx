import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/fetcher.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ErrorState } from './error-state.tsx';

const retry = () => undefined;

// The first test of the file renders before the table of texts is loaded: the load waits for it.
describe('a failed load', () => {
  it('is said in the one text of its code', async () => {
    const error = new ApiError(404, { message: 'Member not found', code: 'NOT_FOUND' });
    renderWithProviders(<ErrorState error={error} onRetry={retry} />);
    // Shown once the table is here, with its text: the server's words never show first.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Introuvable : ce que vous cherchez n’existe pas ou n’existe plus\.Réessayer$/,
    );
  });

  it('is said in the server’s message for a code newer than the app, else in the page’s fallback', async () => {
    const newer = new ApiError(409, { message: 'A rule this app does not know yet.', code: 'A_NEWER_RULE' });
    const { unmount } = renderWithProviders(<ErrorState error={newer} onRetry={retry} />);
    expect(await screen.findByText('A rule this app does not know yet.')).toBeVisible();
    unmount();
    renderWithProviders(<ErrorState error={new TypeError('Failed to fetch')} onRetry={retry} />);
    expect(await screen.findByText('Les données n’ont pas pu être chargées.')).toBeVisible();
  });
});
