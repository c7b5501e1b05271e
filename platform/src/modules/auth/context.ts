/** What every authentication flow works with, and the sliding window its attempt limits share. */
import type { JWT } from '@fastify/jwt';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DialectKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, type ErrorDetail } from '../../errors.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { Window } from './rate-limit.ts';
import type { ClientInfo } from './sign-in/refresh-tokens.ts';

export interface AuthContext {
  db: Kysely<Database>;
  kind: DialectKind;
  config: Config;
  jwt: JWT;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The caller, as a sign-in it opens or renews records it. */
  client?: ClientInfo;
}

export function loginWindow(config: Config): Window {
  return { seconds: config.signInLimits.windowSeconds, now: config.now() };
}

export function badRequest(details: ErrorDetail[]): HttpError {
  return new HttpError(400, details.map((detail) => detail.message).join('. '), 'VALIDATION', details);
}
