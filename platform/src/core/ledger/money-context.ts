/** What every money-moving service needs: the database and its engine, the clock, and the call's Idempotency-Key. */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { noIdempotency, type IdempotencyScope } from '../idempotency/idempotency.ts';

export interface MoneyContext {
  db: Kysely<Database>;
  kind: DialectKind;
  now: () => Date;
  /** The call's Idempotency-Key: `moveMoney` completes it in the movement's transaction. */
  idempotency: IdempotencyScope;
}

export function moneyContext(request: FastifyRequest): MoneyContext {
  const { db, dbKind, config } = request.server;
  return { db, kind: dbKind, now: config.now, idempotency: request.idempotency ?? noIdempotency };
}
