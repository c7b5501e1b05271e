import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { FILTER_DEBOUNCE_MS, FilterTextField } from './filter-text-field.tsx';

/** A list's filters as a page holds them: the value stands for the address. */
function Filters({ applied }: { applied: (value: string | undefined) => void }) {
  const [q, setQ] = useState<string | undefined>();
  return (
    <FilterPanel label="Filtres des packs" active={q ? 1 : 0} onClear={() => setQ(undefined)}>
      <FilterTextField
        label="Nom"
        value={q}
        maxLength={50}
        onChange={(value) => {
          applied(value);
          setQ(value);
        }}
      />
    </FilterPanel>
  );
}

describe('the one way to filter', () => {
  it('applies a text once typing pauses, once for the word, and one Effacer clears it', async () => {
    const applied = vi.fn();
    const { user } = renderWithProviders(<Filters applied={applied} />);
    const field = await screen.findByRole('textbox', { name: 'Nom' });
    expect(screen.queryByRole('button', { name: 'Effacer' })).toBeNull();

    const typed = Date.now();
    await user.type(field, 'Pro');
    await waitFor(() => expect(applied).toHaveBeenCalledWith('Pro'));
    expect(applied).toHaveBeenCalledTimes(1);
    expect(Date.now() - typed).toBeGreaterThanOrEqual(FILTER_DEBOUNCE_MS);

    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(field).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Effacer' })).toBeNull();
    // Cleared from outside: nothing is applied again.
    await new Promise((resolve) => setTimeout(resolve, FILTER_DEBOUNCE_MS + 50));
    expect(applied).toHaveBeenCalledTimes(1);
  });

  it('offers no Filtrer or Enter to press', async () => {
    renderWithProviders(<Filters applied={() => undefined} />);
    await screen.findByRole('textbox', { name: 'Nom' });
    expect(screen.queryByRole('button', { name: /Filtrer$|Rechercher/ })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });
});
