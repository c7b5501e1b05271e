/** The services catalogue: each product's state from its provider, for a member or, counted over all, an admin. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { components } from '../../generated/api.ts';
import { serviceCatalogue } from './providers.ts';

type ServiceList = components['schemas']['ServiceList'];

export async function listServices(db: Kysely<Database>, userId: number | undefined, now: Date): Promise<ServiceList> {
  const items = await Promise.all(
    serviceCatalogue.map(async (entry) => {
      const state = await entry.provider(db, userId, now);
      return {
        key: entry.key,
        available: state.available,
        status: !state.available ? 'unavailable' : state.activeCount > 0 ? 'active' : 'inactive',
        active_count: state.activeCount,
        link: userId === undefined ? entry.adminLink : entry.memberLink,
      } as const;
    }),
  );
  return { items };
}
