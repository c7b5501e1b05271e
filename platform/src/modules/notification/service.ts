import type { Kysely } from 'kysely';
import { nowIso, type Database, type NotificationRow } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import * as repository from './repository.ts';

export type Notification = components['schemas']['Notification'];

/** The bell shows at most this many, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

function toNotificationResponse(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    is_seen: row.is_seen === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listNotifications(db: Kysely<Database>, userId: number): Promise<Notification[]> {
  const rows = await repository.listNewestNotifications(db, userId, NOTIFICATION_LIST_LIMIT);
  return rows.map(toNotificationResponse);
}

/** Another member's notification answers exactly like a missing one, so ids reveal nothing. */
export async function markNotificationSeen(db: Kysely<Database>, userId: number, id: string): Promise<void> {
  const numericId = Number(id);
  // The contract allows 18 digits; beyond 2^53 no row can exist.
  if (!Number.isSafeInteger(numericId)) throw notFound('Notification');
  const updated = await repository.markNotificationSeen(db, userId, numericId, nowIso());
  if (!updated) throw notFound('Notification');
}
