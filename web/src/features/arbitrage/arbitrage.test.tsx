/** The arbitrage lists against Prism's mock of the contract. */
import { describe, it } from 'vitest';
import { expectPageInAddress } from '../../test/paging.ts';
import { admin, member } from '../../test/users.ts';

describe('arbitrage lists, paged', () => {
  it.each([
    ['the member’s subscriptions', '/pack-arbitrage', '/arbitrage/subscriptions', member],
    ['the administrators’ packs', '/admin/pack-arbitrage', '/admin/arbitrage/packs', admin],
  ])('%s keep their page in the address', async (_what, path, api, user) => {
    await expectPageInAddress({ path, api, user });
  });
});
