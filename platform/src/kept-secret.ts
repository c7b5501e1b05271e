/**
 * A secret setting left unset is generated once (32 random bytes) and kept in a file only its owner can read,
 * so restarts keep tokens valid without any secret being a constant of the code.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIN_SECRET_LENGTH = 32;

/**
 * Makes a folder of secrets (or of the database) its owner's only, 0700, creating it if need be. A folder
 * others share (sticky, as /tmp is) or own is left as it is: its mode is not this process's to decide.
 */
export function keepFolderPrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { mode, uid } = statSync(dir);
  if ((mode & 0o077) === 0 || (mode & 0o1000) !== 0 || uid !== process.getuid?.()) return;
  chmodSync(dir, 0o700);
}

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
  keepFolderPrivate(dir);
  if (secret === undefined) {
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
