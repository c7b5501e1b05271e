import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './table.tsx';
import { numeric } from './table.css.ts';

describe('a table', () => {
  it('aligns a numeric column, its name and its figures alike, and no other', () => {
    render(
      <Table aria-label="Packs">
        <TableHeader>
          <Column isRowHeader>Nom</Column>
          <Column numeric>Prix</Column>
        </TableHeader>
        <TableBody>
          <Row id="1">
            <Cell>Pro</Cell>
            <Cell numeric>500 USDT</Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('columnheader', { name: 'Prix' })).toHaveClass(numeric);
    expect(screen.getByRole('gridcell', { name: '500 USDT' })).toHaveClass(numeric);
    expect(screen.getByRole('columnheader', { name: 'Nom' })).not.toHaveClass(numeric);
    expect(screen.getByRole('rowheader', { name: 'Pro' })).not.toHaveClass(numeric);
  });
});
