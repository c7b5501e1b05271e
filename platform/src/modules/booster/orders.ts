/** Booster orders as lists: the member's own, every member's with filters and CSV, one member's with their pack. */
import type { Kysely } from 'kysely';
import type { BoosterOrderKind, Database } from '../../db/database.ts';
import { idOf } from '../../db/ids.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { csvLines } from '../../csv.ts';
import { notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { periodOf } from '../../core/period.ts';
import { findUserByUid } from '../user/index.ts';
import { toOrder, toPack } from './service.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

export const EXPORT_LIMIT = 10_000;

export interface OrderFilterQuery {
  user?: string;
  tier?: string;
  kind?: BoosterOrderKind;
  from?: string;
  to?: string;
}

function filterOf(query: OrderFilterQuery): repository.OrderFilter {
  const tierId = query.tier === undefined ? undefined : idOf(query.tier);
  const user = query.user?.trim();
  return {
    ...(user && { username: user }),
    // An id too large to be one matches no order.
    ...(tierId !== undefined && { tierId: tierId ?? -1 }),
    ...(query.kind !== undefined && { kind: query.kind }),
    ...periodOf(query.from, query.to),
  };
}

function page(db: Db, filter: repository.OrderFilter, query: PageRequest): Promise<Schemas['BoosterOrderPage']> {
  return paginate(repository.ordersMatching(db, filter), query, (rows) => rows.map(toOrder));
}

export function listMyOrders(db: Db, userId: number, query: PageRequest) {
  return page(db, { userId }, query);
}

export function listOrders(db: Db, query: OrderFilterQuery & PageRequest) {
  return page(db, filterOf(query), query);
}

const CSV_HEADER = [
  'id',
  'reference',
  'uid',
  'username',
  'kind',
  'tier_name',
  'from_tier_name',
  'asset',
  'amount',
  'pack_ends_at',
  'created_at',
] as const;

/** Every matching order (at most EXPORT_LIMIT), newest first, as CSV with a header line. */
export async function exportOrders(db: Db, query: OrderFilterQuery): Promise<string> {
  const rows = await repository.ordersMatching(db, filterOf(query)).limit(EXPORT_LIMIT).execute();
  return csvLines(
    CSV_HEADER,
    rows.map((row) => {
      const order = toOrder(row);
      return CSV_HEADER.map((column) => order[column]);
    }),
  );
}

export async function getMemberBooster(
  db: Db,
  uid: string,
  query: PageRequest,
  now: Date,
): Promise<Schemas['MemberBooster']> {
  const member = await findUserByUid(db, uid);
  if (!member) throw notFound('Member');
  const [pack, orders] = await Promise.all([
    repository.latestPack(db, member.id),
    page(db, { userId: member.id }, query),
  ]);
  return {
    user: {
      uid: member.uid,
      username: member.username,
      first_name: member.first_name,
      last_name: member.last_name,
      email: member.email,
    },
    pack: pack ? await toPack(db, pack, now) : null,
    orders,
  };
}
