/** A users row as the contract's User: the one mapping every operation that answers a user shares. */
import type { components } from '../../generated/api.ts';
import { centsToDecimal } from '../../money.ts';
import { parseScopes } from './scopes.ts';
import type { UserWithSponsor } from './repository.ts';

export type User = components['schemas']['User'];

const STORED_PHOTO = /^photos\/([0-9a-f]{32})\.webp$/;

/**
 * A stored photo is served at the BFF's address, with its name as version so a new photo is fetched anew: to
 * the member by getProfilePhoto, to an administrator by getMemberPhoto. Any other value (none, or a link of
 * the seed) is answered as it is.
 */
function photoLink(row: UserWithSponsor, reader: PhotoReader): string | null {
  const stored = row.photo === null ? null : STORED_PHOTO.exec(row.photo);
  if (!stored) return row.photo;
  const path = reader === 'self' ? 'user/profile/photo' : `admin/users/${encodeURIComponent(row.uid)}/photo`;
  return `/account/api/${path}?v=${stored[1]}`;
}

/** Who reads the answer: the member themself, or an administrator. */
export type PhotoReader = 'self' | 'admin';

export function toUserResponse(row: UserWithSponsor, reader: PhotoReader = 'self'): User {
  return {
    uid: row.uid,
    username: row.username,
    user_name: row.username,
    last_name: row.last_name,
    first_name: row.first_name,
    email: row.email,
    scopes: parseScopes(row.scopes),
    photo: photoLink(row, reader),
    parrain: row.parrain_username,
    kyc: row.kyc,
    haveTransactionPassword: row.transaction_password_hash !== null,
    tel: row.tel,
    country: row.country,
    created_at: row.created_at,
    cap: centsToDecimal(row.cap_cents),
    cag: centsToDecimal(row.cag_cents),
    is_active: row.is_active === 1,
  };
}
