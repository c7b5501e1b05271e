/**
 * Password and transaction-password hashing. argon2id with 46 MiB, one pass and one lane: the
 * minimum configuration OWASP recommends, which keeps a sign-in near 50 ms on a 2-core machine.
 */
import { argon2id, hash, needsRehash, verify } from 'argon2';

const OPTIONS = { type: argon2id, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike, so callers have one failure path. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker settings than today's and should be replaced at sign-in. */
export function passwordNeedsRehash(storedHash: string): boolean {
  return needsRehash(storedHash, OPTIONS);
}
