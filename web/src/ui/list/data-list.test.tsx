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

  it('puts what acts on the whole list at the end of the count’s line', async () => {
    renderWithProviders(
      <DataList
        label="Packs"
        count="1 packs"
        tools={<button type="button">Exporter en CSV</button>}
        columns={<Column isRowHeader>Nom</Column>}
        items={[{ id: '1', name: 'Challenger' }]}
        empty="Vous n’avez aucun pack."
        records
      >
        {(item) => (
          <Row id={item.id}>
            <Cell phone="title">{item.name}</Cell>
          </Row>
        )}
      </DataList>,
    );
    const csv = await screen.findByRole('button', { name: 'Exporter en CSV' });
    expect(csv.parentElement!.parentElement).toContainElement(screen.getByText('1 packs'));
    // A record's line on a phone, from its cells' slots (styles/responsive-table.css.ts).
    const grid = screen.getByRole('grid', { name: 'Packs' });
    expect(grid).toHaveAttribute('data-records');
    expect(screen.getByRole('rowheader', { name: 'Challenger' })).toHaveAttribute('data-phone', 'title');
  });

  it('shows the count above the rows', async () => {
    renderWithProviders(list([{ id: '1', name: 'Challenger' }]));
    expect(await screen.findByRole('rowheader', { name: 'Challenger' })).toBeInTheDocument();
    expect(screen.getByText('1 packs')).toHaveClass(muted);
  });
});
