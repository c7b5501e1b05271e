/** A users row as the contract's User: the one mapping every operation that answers a user shares. */
import type { components } from '../../generated/api.ts';
import { centsToDecimal } from '../../money.ts';
import { parseScopes } from './scopes.ts';
import type { UserWithSponsor } from './repository.ts';

export type User = components['schemas']['User'];

const STORED_PHOTO = /^photos\/([0-9a-f]{32})\.webp$/;

/**
 * A stored photo is served by getProfilePhoto at the BFF's address, with its name as version so a new photo
 * is fetched anew; any other value (none, or a link of the seed) is answered as it is.
 */
function photoLink(photo: string | null): string | null {
  const stored = photo === null ? null : STORED_PHOTO.exec(photo);
  return stored ? `/account/api/user/profile/photo?v=${stored[1]}` : photo;
}

export function toUserResponse(row: UserWithSponsor): User {
  return {
    uid: row.uid,
    username: row.username,
    user_name: row.username,
    last_name: row.last_name,
    first_name: row.first_name,
    email: row.email,
    scopes: parseScopes(row.scopes),
    photo: photoLink(row.photo),
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
