/** The notifications table: the only place that knows its columns. */
import type { Kysely } from 'kysely';
import type { Database, NewNotification, NotificationRow } from '../../db/database.ts';

export async function listNewestNotifications(
  db: Kysely<Database>,
  userId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return (
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      // id breaks ties between notifications created in the same millisecond.
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  );
}

/** Marks one of the user's notifications seen; false when the user has no notification with that id. */
export async function markNotificationSeen(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ is_seen: 1, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertNotifications(db: Kysely<Database>, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await db.insertInto('notifications').values(notifications).execute();
}
