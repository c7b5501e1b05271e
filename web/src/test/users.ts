import type { User } from '../api/generated/model/user.ts';
import { sessionQueryKey } from '../features/auth/session-queries.ts';
import { createTestQueryClient } from './render-with-providers.tsx';

/** The contract's demo member, as Prism's example of GET /user/information describes him. */
export const member: User = {
  uid: 'KNT-100002',
  username: 'demo-member',
  user_name: 'demo-member',
  last_name: 'Member',
  first_name: 'Demo',
  email: 'demo-member@example.com',
  scopes: ['member'],
  photo: null,
  parrain: 'demo-admin',
  kyc: 'half_verified',
  haveTransactionPassword: true,
  tel: null,
  country: 'FR',
  created_at: '2026-01-15T09:00:00Z',
  cap: '0',
  cag: '0',
  is_active: true,
};

export const admin: User = {
  ...member,
  uid: 'KNT-100001',
  username: 'demo-admin',
  user_name: 'demo-admin',
  email: 'demo-admin@example.com',
  scopes: ['member', 'admin'],
  parrain: null,
};

/** A query client whose session is `user` (null: nobody signed in), so no call decides who it is. */
export function signedInAs(user: User | null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey(), { user, need2fa: false });
  return queryClient;
}
