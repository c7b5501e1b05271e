/**
 * Password and transaction-password hashing: argon2id with one pass and one lane, and the memory the
 * settings give (PASSWORD_HASH_MEMORY_KIB, by default OWASP's minimum of 46 MiB). A verify reads the
 * memory from the stored hash, so only hashing needs it.
 */
import { argon2id, hash, needsRehash, verify } from 'argon2';

const optionsFor = (memoryKib: number) =>
  ({ type: argon2id, memoryCost: memoryKib, timeCost: 1, parallelism: 1 }) as const;

export function hashPassword(password: string, memoryKib: number): Promise<string> {
  return hash(password, optionsFor(memoryKib));
}

/** False for a wrong password and for a malformed stored hash alike, so callers have one failure path. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other settings than today's and should be replaced at sign-in. */
export function passwordNeedsRehash(storedHash: string, memoryKib: number): boolean {
  return needsRehash(storedHash, optionsFor(memoryKib));
}
