/**
 * Refresh tokens: opaque, rotated on every use, grouped in families (one per sign-in) and stored only as
 * sha256. A token is `<family>.<generation>.<HMAC(secret, family:generation)>`, so the successor of a token
 * can be computed again without its plaintext being kept: that is how a retry within the grace window (two
 * tabs renewing at once, an answer lost on the way) gets the same successor instead of revoking the family.
 * Any other use of a rotated token is taken as theft and revokes the whole family.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import {
  findFamily,
  findRefreshToken,
  findRefreshTokenByGeneration,
  insertFamily,
  insertRefreshToken,
  markRotated,
  revokeFamily,
  touchFamily,
} from '../repository.ts';

/** Who signs in or renews: what the list of sign-ins shows of them. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface IssuedRefreshToken {
  token: string;
  /** The sign-in the token belongs to; access tokens carry it, so revoking the family ends them too. */
  familyId: string;
  /** What is left of the family's lifetime: the cookie's Max-Age. */
  maxAgeSeconds: number;
}

export type RotationResult = ({ ok: true; userId: number } & IssuedRefreshToken) | { ok: false };

interface ParsedToken {
  familyId: string;
  generation: number;
}

function mac(secret: string, familyId: string, generation: number): string {
  return createHmac('sha256', secret).update(`refresh:${familyId}:${generation}`).digest('base64url');
}

function tokenFor(secret: string, familyId: string, generation: number): string {
  return `${familyId}.${generation}.${mac(secret, familyId, generation)}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The family and generation of a token this platform made; null for anything else. */
function parseToken(secret: string, token: string): ParsedToken | null {
  const match = /^([A-Za-z0-9_-]{22})\.([0-9]{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, familyId = '', generationText = '', signature = ''] = match;
  const generation = Number(generationText);
  const expected = Buffer.from(mac(secret, familyId, generation));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { familyId, generation };
}

function remainingSeconds(expiresAt: string, now: Date): number {
  return Math.max(0, Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000));
}

/** Starts the family of a new sign-in. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  config: Config,
  userId: number,
  client?: ClientInfo,
): Promise<IssuedRefreshToken> {
  const now = config.now();
  const familyId = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + config.refreshTokenLifetimeSeconds * 1000).toISOString();
  const token = tokenFor(config.jwtSecret, familyId, 0);
  await db.transaction().execute(async (trx) => {
    await insertFamily(trx, {
      id: familyId,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      user_agent: client?.userAgent ?? null,
      ip_address: client?.ip ?? null,
      last_used_at: now.toISOString(),
      // Every sign-in took the password (and the code, if any) just now.
      stepped_up_at: now.toISOString(),
    });
    await insertRefreshToken(trx, {
      token_hash: hashToken(token),
      family_id: familyId,
      generation: 0,
      created_at: now.toISOString(),
      rotated_at: null,
    });
  });
  return { token, familyId, maxAgeSeconds: config.refreshTokenLifetimeSeconds };
}

export async function rotateRefreshToken(
  db: Kysely<Database>,
  config: Config,
  log: FastifyBaseLogger,
  presented: string,
  client?: ClientInfo,
): Promise<RotationResult> {
  const parsed = parseToken(config.jwtSecret, presented);
  if (!parsed) return { ok: false };
  const now = config.now();
  const nowText = now.toISOString();
  const tokenHash = hashToken(presented);
  return db.transaction().execute(async (trx): Promise<RotationResult> => {
    const family = await findFamily(trx, parsed.familyId);
    if (!family || family.revoked_at !== null || family.expires_at <= nowText) return { ok: false };
    const row = await findRefreshToken(trx, tokenHash);
    if (!row || row.family_id !== family.id) return { ok: false };
    const maxAgeSeconds = remainingSeconds(family.expires_at, now);
    const successorGeneration = row.generation + 1;
    const successor = tokenFor(config.jwtSecret, family.id, successorGeneration);

    // The one caller that flips rotated_at creates the successor; on PostgreSQL a concurrent caller waits
    // on the row lock until this transaction commits and then finds the successor below.
    if (await markRotated(trx, tokenHash, nowText)) {
      await insertRefreshToken(trx, {
        token_hash: hashToken(successor),
        family_id: family.id,
        generation: successorGeneration,
        created_at: nowText,
        rotated_at: null,
      });
      await touchFamily(trx, family.id, nowText, client?.ip ?? family.ip_address);
      return { ok: true, userId: family.user_id, token: successor, familyId: parsed.familyId, maxAgeSeconds };
    }

    const rotated = await findRefreshToken(trx, tokenHash);
    const rotatedAt = rotated?.rotated_at ? new Date(rotated.rotated_at).getTime() : 0;
    const next = await findRefreshTokenByGeneration(trx, family.id, successorGeneration);
    const withinGrace = now.getTime() - rotatedAt <= config.refreshTokenGraceSeconds * 1000;
    if (withinGrace && next && next.rotated_at === null)
      return { ok: true, userId: family.user_id, token: successor, familyId: parsed.familyId, maxAgeSeconds };

    await revokeFamily(trx, family.id, nowText);
    log.warn(
      { familyId: family.id, userId: family.user_id, generation: row.generation },
      'refresh token reuse: family revoked',
    );
    return { ok: false };
  });
}

/** Ends the sign-in a refresh token belongs to; anything not made by this platform is ignored. */
export async function revokeRefreshToken(db: Kysely<Database>, config: Config, presented: string): Promise<void> {
  const parsed = parseToken(config.jwtSecret, presented);
  if (parsed) await revokeFamily(db, parsed.familyId, config.now().toISOString());
}
