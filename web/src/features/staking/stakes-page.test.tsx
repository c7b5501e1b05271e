/** The stakes lists against Prism's mock: the contract's example stake is the data. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectPageInAddress } from '../../test/paging.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { throughPrism } from '../../test/through-prism.ts';
import { admin, member, signedInAs } from '../../test/users.ts';

describe('the stakes lists', () => {
  it('show each stake as a row of the one list, its card inside', async () => {
    throughPrism();
    renderWithProviders(undefined, { path: '/staking', queryClient: signedInAs(member) });
    const table = await screen.findByRole('grid', { name: 'Mes stakings' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('article')).toBeVisible();
    expect(screen.getByText('1 staking')).toBeInTheDocument();
  });

  it.each([
    ['the member’s', '/staking', '/staking/stakes', member],
    ['a member’s, for administrators', '/admin/user/stake/KNT-100002', '/admin/users/KNT-100002/stakes', admin],
  ])('%s keep their page in the address', async (_whose, path, api, user) => {
    await expectPageInAddress({ path, api, user });
  });
});
