import { describe, expect, it } from 'vitest';
import { pageAt } from './pages.ts';

describe('pageAt: the page a route shows, for its pending and error screens', () => {
  it('finds a page by its route’s full path, an index route’s with its slash', () => {
    expect(pageAt('/wallets/my-wallets/')).toBe('myWallets');
    expect(pageAt('/staking/new')).toBe('stakingNew');
    expect(pageAt('/admin/user/stake/$user_id')).toBe('adminUserStake');
  });

  it('finds none for a layout or a page outside the frame', () => {
    expect(pageAt('/')).toBeUndefined();
    expect(pageAt('/admin')).toBeUndefined();
    expect(pageAt('/login')).toBeUndefined();
  });
});
