/**
 * The member's own profile: the fields they may change, and their photo. Every call acts on the caller's
 * own row, so no member can name another's.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFound, unauthorized } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { readStoredFile, receiveFile, removeStoredFile, storeFile, uploadLimitOf } from '../../core/upload/index.ts';
import { countWithinLimit } from '../auth/index.ts';
import { findUserById, setPhoto, setProfileFields, toUserResponse, type User } from '../user/index.ts';
import { PHOTO_RULE } from './photo.ts';
import * as repository from './repository.ts';

export type ProfileInput = components['schemas']['ProfileInput'];

async function userResponse(db: Kysely<Database>, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw unauthorized();
  return toUserResponse(row);
}

export async function updateProfile(db: Kysely<Database>, userId: number, input: ProfileInput): Promise<User> {
  const updated = await setProfileFields(db, userId, {
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    tel: input.tel,
    country: input.country,
  });
  if (!updated) throw unauthorized();
  return userResponse(db, userId);
}

/**
 * Counts the upload against the member's limit, checks and re-encodes it in memory, then writes the new file and
 * points the user at it; the old file goes once the row no longer names it. A refused upload writes nothing; a
 * failed update removes the new file.
 */
export async function uploadProfilePhoto(
  request: FastifyRequest,
  db: Kysely<Database>,
  uploadsDir: string,
  userId: number,
): Promise<User> {
  await countWithinLimit(db, request.server.dbKind, uploadLimitOf(userId), request.server.config.now());
  const photo = await receiveFile(request, PHOTO_RULE);
  const key = await storeFile(uploadsDir, 'photos', photo);
  let previous: string | null;
  try {
    previous = await db.transaction().execute(async (trx) => {
      const row = await repository.photoOf(trx, userId);
      if (!row) throw unauthorized();
      await setPhoto(trx, userId, key);
      return row.photo;
    });
  } catch (error) {
    await removeStoredFile(uploadsDir, key);
    throw error;
  }
  if (previous && previous !== key && previous.startsWith('photos/'))
    await removeStoredFile(uploadsDir, previous).catch(() => undefined);
  return userResponse(db, userId);
}

export async function getProfilePhoto(db: Kysely<Database>, uploadsDir: string, userId: number): Promise<Buffer> {
  const row = await repository.photoOf(db, userId);
  const key = row?.photo;
  const bytes = key?.startsWith('photos/') ? await readStoredFile(uploadsDir, key) : undefined;
  if (!bytes) throw notFound('Photo');
  return bytes;
}
