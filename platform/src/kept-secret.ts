/**
 * A secret setting left unset is generated once (32 random bytes) and kept in a file only its owner can read,
 * so restarts keep tokens valid without any secret being a constant of the code.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIN_SECRET_LENGTH = 32;

function readKept(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The secret kept in `dir/name`, created on the first call; throws when the kept one is too short. */
export function keptSecret(dir: string, name: string): string {
  const file = join(dir, name);
  let secret = readKept(file);
  if (secret === undefined) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const created = randomBytes(32).toString('base64url');
    // Written aside, then linked in place: of processes starting at once (the platform and the BFF share
    // bff-key), one publishes a whole file and the others read it, never a file still empty.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${created}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
      secret = created;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      secret = readKept(file) ?? '';
    } finally {
      unlinkSync(draft);
    }
  }
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters`);
  return secret;
}
