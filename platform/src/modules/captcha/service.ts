/**
 * The captcha that sign-up, forgot-password and a sign-in after repeated failures require: a challenge for the
 * web app, and the check of the solution a protected call carries. A solution is accepted once, before it
 * expires; every refusal is logged with its reason.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { altchaSecrets, issueAltchaChallenge, verifyAltchaPayload } from './altcha.ts';
import { verifyHostedToken } from './hosted.ts';
import { markSolutionUsed, pruneUsedSolutions } from './repository.ts';

export interface CaptchaContext {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
}

/** Which protected call a solution was presented to, for the log. */
export type CaptchaUse = 'sign-up' | 'forgot-password' | 'sign-in';

export const CAPTCHA_REQUIRED_MESSAGE = 'Solve the captcha to continue';
export const CAPTCHA_INVALID_MESSAGE = 'The captcha was not solved or has expired. Solve it again.';

export const captchaRequired = (): HttpError =>
  new HttpError(428, CAPTCHA_REQUIRED_MESSAGE, 'CAPTCHA_REQUIRED', [
    { field: 'captcha', message: CAPTCHA_REQUIRED_MESSAGE },
  ]);

const captchaInvalid = (): HttpError =>
  new HttpError(400, CAPTCHA_INVALID_MESSAGE, 'CAPTCHA_INVALID', [
    { field: 'captcha', message: CAPTCHA_INVALID_MESSAGE },
  ]);

export async function issueCaptcha(context: CaptchaContext): Promise<components['schemas']['CaptchaChallenge']> {
  const { config } = context;
  if (config.captcha.provider !== 'altcha')
    return { provider: config.captcha.provider, site_key: config.captcha.siteKey, challenge: null };
  const challenge = await issueAltchaChallenge(config.captcha, altchaSecrets(config.jwtSecret), config.now());
  return { provider: 'altcha', site_key: null, challenge: challenge as components['schemas']['AltchaChallenge'] };
}

type Check = { ok: true; id: string; expiresAt: Date } | { ok: false; reason: string; detail?: string };

async function check(context: CaptchaContext, solution: string, ip: string): Promise<Check> {
  const { config } = context;
  const now = config.now();
  if (config.captcha.provider === 'altcha') return verifyAltchaPayload(solution, altchaSecrets(config.jwtSecret), now);
  const verdict = await verifyHostedToken(config.captcha, solution, ip);
  if (!verdict.ok) return verdict;
  // The providers refuse a token twice too, but this table is what every instance of ours agrees on.
  const id = `${config.captcha.provider}:${createHash('sha256').update(solution).digest('hex')}`;
  return { ok: true, id, expiresAt: new Date(now.getTime() + config.captcha.ttlSeconds * 1000) };
}

/** Throws 428 CAPTCHA_REQUIRED without a solution: the part of the check that needs no time and no database. */
export function requireSolution(
  context: CaptchaContext,
  solution: string | undefined,
  ip: string,
  use: CaptchaUse,
): asserts solution is string {
  if (solution !== undefined && solution !== '') return;
  context.log.info({ captcha: { provider: context.config.captcha.provider, use, ip } }, 'captcha required: none given');
  throw captchaRequired();
}

/** Throws 428 CAPTCHA_REQUIRED without a solution, 400 CAPTCHA_INVALID for one that is wrong, forged, used or expired. */
export async function requireCaptcha(
  context: CaptchaContext,
  solution: string | undefined,
  ip: string,
  use: CaptchaUse,
): Promise<void> {
  const { db, config, log } = context;
  const provider = config.captcha.provider;
  requireSolution(context, solution, ip, use);
  const verdict = await check(context, solution, ip);
  if (!verdict.ok) {
    const level = verdict.reason === 'unavailable' ? 'error' : 'warn';
    log[level]({ captcha: { provider, use, ip, reason: verdict.reason, detail: verdict.detail } }, 'captcha refused');
    throw captchaInvalid();
  }
  const now = config.now().toISOString();
  if (!(await markSolutionUsed(db, verdict.id, now, verdict.expiresAt.toISOString()))) {
    log.warn({ captcha: { provider, use, ip, reason: 'replayed' } }, 'captcha refused');
    throw captchaInvalid();
  }
  await pruneUsedSolutions(db, now);
}
