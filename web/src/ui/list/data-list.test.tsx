import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { muted } from '../../styles/layout.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Cell, Column, Row } from '../table/table.tsx';
import { DataList } from './data-list.tsx';

function list(items: { id: string; name: string }[]) {
  return (
    <DataList
      label="Packs"
      count={items.length === 0 ? 'Aucun pack' : `${items.length} packs`}
      columns={<Column isRowHeader>Nom</Column>}
      items={items}
      empty="Vous n’avez aucun pack."
    >
      {(item) => (
        <Row id={item.id}>
          <Cell>{item.name}</Cell>
        </Row>
      )}
    </DataList>
  );
}

describe('the one list', () => {
  it('says an empty list once to the eye, the count left to screen readers', async () => {
    renderWithProviders(list([]));
    expect(await screen.findByText('Vous n’avez aucun pack.')).toBeInTheDocument();
    const count = screen.getByText('Aucun pack');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toHaveClass(visuallyHidden);
  });

  it('shows the count above the rows', async () => {
    renderWithProviders(list([{ id: '1', name: 'Challenger' }]));
    expect(await screen.findByRole('rowheader', { name: 'Challenger' })).toBeInTheDocument();
    expect(screen.getByText('1 packs')).toHaveClass(muted);
  });
});
