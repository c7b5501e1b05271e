/**
 * Uploaded files on disk under UPLOADS_DIR, outside anything a web server serves: each under a random name
 * in its area's folder, written whole to a temporary file first and renamed, so a reader never meets half a file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXTENSIONS, type UploadMediaType } from './file-type.ts';

export type UploadArea = 'photos' | 'kyc';

// Keys come from the database, never from a request; the pattern is one more wall against a path way out.
const KEY = /^(photos|kyc)\/[0-9a-f]{32}\.(png|jpg|webp|pdf)$/;

function pathOf(dir: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
  return join(dir, key);
}

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** Writes the file under a new key of the area, named for its type, and answers the key. */
export async function storeFile(
  dir: string,
  area: UploadArea,
  file: { bytes: Uint8Array; mediaType: UploadMediaType },
): Promise<string> {
  const key = `${area}/${randomBytes(16).toString('hex')}.${EXTENSIONS[file.mediaType]}`;
  const path = pathOf(dir, key);
  await mkdir(join(dir, area), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomBytes(4).toString('hex')}.part`;
  try {
    await writeFile(temporary, file.bytes, { mode: 0o600, flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return key;
}

export async function readStoredFile(dir: string, key: string): Promise<Buffer | undefined> {
  try {
    return await readFile(pathOf(dir, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function removeStoredFile(dir: string, key: string): Promise<void> {
  await rm(pathOf(dir, key), { force: true });
}
