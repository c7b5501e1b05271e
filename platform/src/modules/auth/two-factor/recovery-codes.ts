/**
 * Recovery codes: ten per member, each good once in place of a two-factor code. 75 random bits each (15 base32
 * characters in three groups), so a sha256 is enough to keep them: nobody can run through 2^75 candidates.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { markRecoveryCodeUsed, replaceRecoveryCodeHashes } from '../repository.ts';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A code of the authenticator app is six digits; anything else the contract lets through is a recovery code. */
export function isRecoveryCode(code: string): boolean {
  return !/^[0-9]{6}$/.test(code);
}

function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[^a-z2-7]/g, '');
  return createHash('sha256').update(`recovery:${normalised}`).digest('hex');
}

function newRecoveryCode(): string {
  // 32 divides 256: every character is equally likely.
  const characters = [...randomBytes(15)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5, 10)}-${characters.slice(10)}`;
}

/** New codes for the member, the earlier ones gone; the plain codes are answered once and kept nowhere. */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: number, at: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodeHashes(db, userId, codes.map(hashRecoveryCode), at);
  return codes;
}

export function useRecoveryCode(db: Kysely<Database>, userId: number, code: string, at: string): Promise<boolean> {
  return markRecoveryCodeUsed(db, userId, hashRecoveryCode(code), at);
}
