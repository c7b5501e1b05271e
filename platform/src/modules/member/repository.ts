/** The members as the admin pages read them: filters and order (an administrator's changes are the user module's). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsAnyCase, textContainsAnyCase } from '../../db/text-search.ts';
import type { UserWithSponsor } from '../user/index.ts';

type Db = Kysely<Database>;

export interface UserFilter {
  /** Part of the uid, username, names or email. */
  q?: string;
  active?: boolean;
  admin?: boolean;
}

export type UserSort = 'uid' | 'username' | 'name' | 'email' | 'status';

// Scopes are a JSON array of names: `"admin"` with its quotes matches only the whole name.
const ADMIN_SCOPE = '%"admin"%';

function filtered(db: Db, filter: UserFilter) {
  return db
    .selectFrom('users')
    .$if(filter.q !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          containsAnyCase('users.uid', filter.q!),
          containsAnyCase('users.username', filter.q!),
          containsAnyCase('users.email', filter.q!),
          // "Demo Member" finds the member whose first and last names read so together.
          textContainsAnyCase(sql`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`, filter.q!),
        ]),
      ),
    )
    .$if(filter.active !== undefined, (q) => q.where('users.is_active', '=', filter.active ? 1 : 0))
    .$if(filter.admin !== undefined, (q) => q.where('users.scopes', filter.admin ? 'like' : 'not like', ADMIN_SCOPE));
}

/** The members the filter matches in the asked order, to page through (db/paginate.ts) or read whole (the CSV). */
export function userRows(db: Db, filter: UserFilter, sort: { field: UserSort; descending: boolean }) {
  const direction = sort.descending ? 'desc' : 'asc';
  let query = filtered(db, filter).selectAll('users');
  if (sort.field === 'username') query = query.orderBy('users.username_lower', direction);
  if (sort.field === 'email') query = query.orderBy('users.email_lower', direction);
  if (sort.field === 'name')
    query = query
      .orderBy(sql`lower(${sql.ref('users.first_name')})`, direction)
      .orderBy(sql`lower(${sql.ref('users.last_name')})`, direction);
  // Active first in the ascending order, as the list reads it.
  if (sort.field === 'status') query = query.orderBy('users.is_active', sort.descending ? 'asc' : 'desc');
  // The id is the uid's order, and breaks every tie so that pages never overlap.
  return query.orderBy('users.id', direction);
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof userRows>['execute']>>[number];

/** Uids are stored upper-case (KNT-100001); any case finds them. */
export async function findUserWithSponsorByUid(db: Db, uid: string): Promise<UserWithSponsor | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('users as sponsor', 'sponsor.id', 'users.parrain_id')
    .selectAll('users')
    .select('sponsor.username as parrain_username')
    .where('users.uid', '=', uid.toUpperCase())
    .executeTakeFirst();
}
