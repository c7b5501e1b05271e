/**
 * The administrators' actions tab of setting/audit against Prism's mock, whose example is a price change of ETH
 * by demo-admin; a test that needs an action on a member answers the list itself.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAuditEntry } from '../../api/generated/model/adminAuditEntry.ts';
import { expectPageHeading } from '../../test/page-heading.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { throughPrism } from '../../test/through-prism.ts';
import { cellTexts } from '../../test/text.ts';
import { admin, signedInAs } from '../../test/users.ts';

// The first page of a file loads its route's chunks over a busy machine: more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const sent: AdminAuditEntry = {
  id: '9',
  action: 'withdrawal.send',
  subject: 'WDR-000042',
  actor: 'demo-admin',
  second_approver: 'demo-admin2',
  member: { uid: 'KNT-100002', username: 'demo-member' },
  at: '2026-11-21T09:30:00Z',
  before: null,
  after: null,
};

async function open(search: string) {
  const prism = throughPrism((method, path) =>
    method === 'GET' && path === '/admin/audit'
      ? Response.json({ items: [sent], total: 1, page: 1, pageSize: 20 })
      : undefined,
  );
  const rendered = renderWithProviders(undefined, {
    path: `/admin/setting/audit${search}`,
    queryClient: signedInAs(admin),
  });
  await expectPageHeading('Historique des modifications');
  return { ...prism, ...rendered };
}

describe('setting/audit, administrators’ actions', () => {
  it('shows each action with its member, who initiated it and its second approver, filtered by member', async () => {
    const { sent: calls } = await open('?view=actions&member=KNT-100002');
    expect(await screen.findByRole('tab', { name: 'Actions des administrateurs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = await screen.findByRole('grid', { name: 'Actions des administrateurs' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Action', 'Objet', 'Membre', 'Par', 'Second approbateur']);
    const row = within(grid).getAllByRole('row')[1];
    expect(cellTexts(row!)).toEqual([
      '21 nov. 2026, 09:30',
      'Retrait envoyé',
      'WDR-000042',
      'demo-member',
      'demo-admin',
      'demo-admin2',
    ]);
    expect(within(row!).getByRole('link', { name: 'demo-member' })).toHaveAttribute(
      'href',
      '/account/admin/user/profil/KNT-100002',
    );
    await waitFor(() =>
      expect(Object.fromEntries(calls('GET', '/admin/audit').at(-1)!.search)).toEqual({
        member: 'KNT-100002',
        page: '1',
        pageSize: '20',
      }),
    );
  });
});
