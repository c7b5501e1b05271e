/**
 * Idempotency-Key on money-moving calls, generic for every operation whose contract declares the header.
 *
 * A call first claims (user, key) with its request hash. The handler's money transaction then stores the answer
 * and marks the key done in that same transaction (`IdempotencyScope.complete`), so money never moves without
 * the key being done, nor the key done without the money. A 4xx answer is stored and replayed too; an unexpected
 * failure releases the claim so a retry runs afresh. A claim still running after `staleMs` (IDEMPOTENCY_STALE_SECONDS)
 * belonged to a process that died: the next retry takes it over, and the first run, should it still finish, can no longer complete it.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../errors.ts';

type Db = Kysely<Database>;

const RETENTION_MS = 72 * 3_600_000;
const PURGE_SHARE = 0.02;

export const keyReused = (): HttpError =>
  new HttpError(422, 'This Idempotency-Key was already used with another request.', 'IDEMPOTENCY_KEY_REUSED');
export const keyInProgress = (): HttpError =>
  new HttpError(
    409,
    'A request with this Idempotency-Key is still being processed. Retry in a moment.',
    'IDEMPOTENCY_IN_PROGRESS',
  );

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/**
 * The key of the request hashes, derived from the server's secret: a body holds the transaction password, and a
 * stored hash must not let anyone who reads the table try passwords against it offline.
 */
export function requestHashKey(config: { jwtSecret: string }): Buffer {
  return createHmac('sha256', config.jwtSecret).update('idempotency-request-hash').digest();
}

/** The same call, whatever the order of its body's keys, hashes the same (HMAC-SHA-256 under `key`). */
export function requestHash(key: Buffer, method: string, path: string, body: unknown): string {
  return createHmac('sha256', key)
    .update(`${method} ${path}\n${JSON.stringify(canonical(body ?? null))}`)
    .digest('hex');
}

export type ClaimOutcome = { kind: 'claimed'; token: string } | { kind: 'replay'; status: number; body: unknown };

/** Takes (user, key) for this request, or says what the earlier call with it answered; 422 or 409 otherwise. */
export async function claimKey(
  db: Db,
  userId: number,
  key: string,
  hash: string,
  now: Date,
  staleMs: number,
): Promise<ClaimOutcome> {
  const at = now.toISOString();
  const token = randomUUID();
  // Opportunistic purge, one claim in fifty: every commit costs a disk flush, and old keys harm nobody meanwhile.
  if (Math.random() < PURGE_SHARE)
    await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(now.getTime() - RETENTION_MS).toISOString())
      .execute();
  try {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key,
        request_hash: hash,
        status: 'running',
        claim_token: token,
        response_status: null,
        response_body: null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { kind: 'claimed', token };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const existing = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!existing) throw keyInProgress();
  if (existing.request_hash !== hash) throw keyReused();
  if (existing.status === 'done')
    return {
      kind: 'replay',
      status: existing.response_status ?? 200,
      body: existing.response_body === null ? undefined : (JSON.parse(existing.response_body) as unknown),
    };
  if (new Date(existing.updated_at).getTime() > now.getTime() - staleMs) throw keyInProgress();
  const taken = await db
    .updateTable('idempotency_keys')
    .set({ claim_token: token, updated_at: at })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status', '=', 'running')
    .where('claim_token', '=', existing.claim_token)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw keyInProgress();
  return { kind: 'claimed', token };
}

/** Marks the claim done with its answer; false when the claim is no longer this run's. */
export async function storeAnswer(
  db: Db,
  claim: { userId: number; key: string; token: string },
  status: number,
  body: unknown,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({
      status: 'done',
      response_status: status,
      response_body: body === undefined ? null : JSON.stringify(body),
      updated_at: now.toISOString(),
    })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('status', '=', 'running')
    .where('claim_token', '=', claim.token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the key back after an unexpected failure: nothing was done, a retry may run. */
export async function releaseKey(db: Db, claim: { userId: number; key: string; token: string }): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('status', '=', 'running')
    .where('claim_token', '=', claim.token)
    .execute();
}

/** Stores a movement's answer in its transaction; only `moveMoney` (ledger/movement.ts) calls `complete`. */
export interface IdempotencyScope {
  complete(trx: Db, status: number, body: unknown): Promise<void>;
  /** Whether `complete` ran; once the service returns, its transaction has committed it. */
  readonly completed: boolean;
}

export function idempotencyScope(
  claim: { userId: number; key: string; token: string },
  now: () => Date,
): IdempotencyScope {
  let completed = false;
  return {
    async complete(trx, status, body) {
      // Someone took the claim over: roll this run's money back rather than move it twice.
      if (!(await storeAnswer(trx, claim, status, body, now()))) throw keyInProgress();
      completed = true;
    },
    get completed() {
      return completed;
    },
  };
}

/** For callers without a key (the demo seed): nothing to store. */
export const noIdempotency: IdempotencyScope = { complete: async () => undefined, completed: false };
