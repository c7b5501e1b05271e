/**
 * Composition of the platform: settings and database first, then the app's own plugins (validation,
 * errors, current user), then the routes — the probes, and one route per operation of the contract.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { createDatabase } from './db/connect.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './core/mail/mailer.ts';
import { createJobRunner, type Job, type JobRunner } from './core/jobs/index.ts';
import { useTotpKey } from './modules/auth/index.ts';
import { platformJobs } from './modules/jobs/index.ts';
import type { Database } from './db/database.ts';
import currentUser from './plugins/authenticate.ts';
import bffCaller from './plugins/bff-caller.ts';
import database from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import { createValidatorCompiler } from './plugins/validation.ts';
import healthRoutes from './routes/health.ts';
import type { HandlerMap } from './routes/operation-handler.ts';
import { operationHandlers } from './routes/operation-handlers.ts';
import operationRoutes from './routes/operations.ts';

export interface AppOptions {
  config: Config;
  /** An open database for the app to use and leave open; without it the app opens `config.database` and owns it. */
  db?: Kysely<Database>;
  /** Who answers each operation; tests hand in stand-ins to exercise validation and serialization. */
  handlers?: HandlerMap;
  /** How mail leaves the platform; without it, SMTP (config.smtpUrl) or the development outbox. */
  mailer?: Mailer;
  /** The periodic jobs an administrator may start (and the scheduler runs); without it, the platform's. */
  jobs?: readonly Job[];
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NonNullable<Exclude<FastifyServerOptions['logger'], boolean | undefined>>['stream'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    /** The jobs of this process, for the scheduler (JOBS=on) and for an administrator's start. */
    jobRunner: JobRunner;
  }
}

// A `__proto__` key is how prototype-pollution payloads travel; no operation of the contract has one.
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('__proto__ is not an allowed key');
  return value;
}

/**
 * An empty body sent with `Content-Type: application/json` (common from fetch wrappers on a PUT without
 * payload) counts as no body, so it meets the same rules as a request that sent none.
 */
function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, refusePrototypeKeys));
    } catch {
      done(
        Object.assign(new Error('The request body is not valid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });
}

function createMailer(config: Config, app: FastifyInstance): Mailer {
  if (config.smtpUrl) {
    const mailer = createSmtpMailer(config.smtpUrl, config.mailFrom, app.log);
    app.addHook('onClose', async () => mailer.close?.());
    return mailer;
  }
  if (config.production) app.log.warn('SMTP_URL is not set: mail is written to the outbox folder, not delivered');
  return createOutboxMailer(config.mailOutboxDir, config.mailFrom, app.log);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  useTotpKey(config.totpKey);
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    // The BFF's X-Request-Id when it is a sane token, so one call reads the same in both logs; else our own.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    },
    // X-Forwarded-For names the client only when a trusted proxy sent it with the BFF's key (bff-caller.ts);
    // request.ip is the result.
    trustProxy: config.trustedProxies,
  });
  try {
    app.setValidatorCompiler(createValidatorCompiler(app.log));
    registerJsonParser(app);

    const db =
      options.db ??
      createDatabase(config.database, { onPoolError: (error) => app.log.error({ err: error }, 'database pool error') });
    await app.register(database, { db, kind: config.database.kind, owned: options.db === undefined });
    await app.register(errorHandler);
    await app.register(bffCaller, { key: config.bffKey });
    app.decorate('config', config);
    app.decorate('mailer', options.mailer ?? createMailer(config, app));
    const jobRunner = createJobRunner(
      { db, kind: config.database.kind, now: config.now },
      options.jobs ?? platformJobs,
      app.log,
    );
    app.decorate('jobRunner', jobRunner);
    // Before any onClose hook closes the database: a run an administrator started ends first.
    app.addHook('preClose', () => jobRunner.stop());
    await app.register(fastifyCookie);
    await app.register(fastifyJwt, { secret: config.jwtSecret, sign: { algorithm: 'HS256' } });
    await app.register(currentUser);
    // Streams only: each upload operation reads its one file with its own limits (core/upload).
    await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1 } });

    await app.register(healthRoutes);
    await app.register(operationRoutes, { handlers: options.handlers ?? operationHandlers });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
