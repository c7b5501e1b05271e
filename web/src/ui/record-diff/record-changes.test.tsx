import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { plain } from '../../test/text.ts';
import { fieldNames as names } from '../admin-request/messages.ts';
import { RecordChanges } from './record-changes.tsx';

const lines = async () => (await screen.findAllByRole('listitem')).map((item) => plain(item.textContent));

describe('RecordChanges', () => {
  afterEach(() => window.localStorage.clear());

  it('names each changed field and writes its values in the page’s language, decimals as saved', async () => {
    renderWithProviders(
      <RecordChanges
        before={{ threshold_usd: '100000.00', required_for_withdrawal: true, note: 'a', codes: ['FR'] }}
        after={{ threshold_usd: '900000.50', required_for_withdrawal: false, note: '', codes: [] }}
        fieldNames={names}
      />,
    );
    expect(await lines()).toEqual([
      'Seuil d’approbation des dépôts (USD) : 100 000,00 → 900 000,50',
      'KYC requis pour retirer : oui → non',
      'note : a → (vide)',
      'codes : FR → (vide)',
    ]);
  });

  it('reads in English, and says when nothing changed', async () => {
    window.localStorage.setItem('app-language', 'en');
    renderWithProviders(
      <>
        <RecordChanges before={{ threshold_usd: '1250' }} after={{ threshold_usd: '12' }} fieldNames={names} />
        <RecordChanges before={{ a: 1 }} after={{ a: 1 }} fieldNames={names} />
      </>,
    );
    expect(await lines()).toEqual(['Deposit approval threshold (USD): 1,250 → 12']);
    expect(screen.getByText('No field changed')).toBeVisible();
  });
});
