/**
 * The self-hosted proof of work (ALTCHA, altcha-lib): challenges signed with a key derived from JWT_SECRET, so
 * every instance verifies what any instance issued, and nothing leaves the platform to check a solution.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaConfig } from '../../config.ts';

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface AltchaSecrets {
  /** Signs the challenge's parameters: a forged or altered challenge fails it. */
  challenge: string;
  /** Signs the derived key the solver must find (deterministic mode): checking a solution is one HMAC. */
  key: string;
}

/** Purpose-bound keys: the JWT secret itself never signs anything but tokens. */
export function altchaSecrets(jwtSecret: string): AltchaSecrets {
  const derive = (purpose: string) => createHmac('sha256', jwtSecret).update(purpose).digest('hex');
  return { challenge: derive('altcha-challenge'), key: derive('altcha-key') };
}

export async function issueAltchaChallenge(
  config: CaptchaConfig,
  secrets: AltchaSecrets,
  now: Date,
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: config.cost,
    // From half to all of the work factor: every challenge costs about the same, none is trivially cheap.
    counter: randomInt(config.maxCounter, Math.ceil(config.maxCounter / 2)),
    deriveKey,
    expiresAt: new Date(now.getTime() + config.ttlSeconds * 1000),
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  });
}

export type AltchaVerdict =
  { ok: true; id: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrong' };

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The widget's payload: base64 of `{ challenge, solution }`. */
function decodePayload(payload: string): Payload | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution)) return null;
  const { parameters, signature } = decoded.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string') return null;
  if (typeof parameters.nonce !== 'string' || typeof parameters.expiresAt !== 'number') return null;
  return decoded as unknown as Payload;
}

export async function verifyAltchaPayload(payload: string, secrets: AltchaSecrets, now: Date): Promise<AltchaVerdict> {
  const decoded = decodePayload(payload);
  if (!decoded) return { ok: false, reason: 'malformed' };
  const { challenge, solution } = decoded;
  let result;
  try {
    result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secrets.challenge,
      hmacKeySignatureSecret: secrets.key,
    });
  } catch {
    // altcha-lib throws on parameters no challenge of ours has (an unknown algorithm, an odd key length).
    return { ok: false, reason: 'forged' };
  }
  if (result.invalidSignature) return { ok: false, reason: 'forged' };
  // The parameters are signed by now, so expiresAt is ours; the platform's clock decides, not only the lib's.
  const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
  if (result.expired || expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'wrong' };
  return { ok: true, id: `altcha:${challenge.parameters.nonce}`, expiresAt };
}
