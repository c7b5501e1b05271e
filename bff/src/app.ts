/**
 * Composition of the BFF: Fastify settings, then app plugins, then routes, then the one error handler
 * and the one not-found handler. Nothing here listens: server.ts does, tests use `inject` or listen on
 * a port of their own.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { FRAMEWORK_ERRORS, HttpError, type ErrorBody, type ErrorDetail } from './generated/errors.ts';
import type { Config } from './config.ts';
import { operations } from './generated/operations.ts';
import csrf from './plugins/csrf.ts';
import platformClient from './plugins/platform-client.ts';
import requestValidation from './plugins/request-validation.ts';
import responseValidation from './plugins/response-validation.ts';
import securityHeaders, { captchaSources } from './plugins/security-headers.ts';
import session from './plugins/session.ts';
import sessionCalls from './plugins/session-calls.ts';
import tokenRenewal from './plugins/token-renewal.ts';
import { redactedUrl } from './redacted-url.ts';
import apiDocs from './routes/api-docs.ts';
import health from './routes/health.ts';
import platformApi from './routes/platform-api.ts';
import webApp from './routes/web-app.ts';

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
  /** The clock sessions are timed by, in epoch milliseconds (tests move it instead of waiting). */
  now?: () => number;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps the caller's X-Request-Id when it is a sane token, so one id follows a call through every tier. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function validationDetails(error: FastifyError): ErrorDetail[] {
  const part = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    let path = issue.instancePath;
    const params = issue.params as Record<string, unknown>;
    if (issue.keyword === 'required') path += `/${String(params.missingProperty)}`;
    if (issue.keyword === 'additionalProperties') path += `/${String(params.additionalProperty)}`;
    return { field: `${part}${path}`, message: issue.message ?? 'is invalid' };
  });
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream && { stream: options.logStream }),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          'headers.authorization',
          'headers.cookie',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Fastify's own request fields, with the query's credentials (a reset link's token) left out.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    genReqId: requestId,
    requestIdHeader: false,
    // A number of hops in Fastify's function form (its types do not take the number it accepts).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The contract's schemas say how long a path parameter may be, and a longer one is a 400 naming it. The
    // router's own limit (100 characters) would make it a 404 for a path the contract does declare; Node's
    // 16 KiB header limit already bounds the whole URL.
    routerOptions: { maxParamLength: 16 * 1024 },
    // A client that stops sending mid-request must not hold a socket forever.
    requestTimeout: config.platformTimeoutMs + 30_000,
  });

  // App plugins: everything the routes rely on, declared before any route is added.
  await app.register(securityHeaders, { hsts: config.nodeEnv === 'production' });
  await app.register(requestValidation);
  await app.register(platformClient, {
    baseUrl: config.platformApiUrl,
    timeoutMs: config.platformTimeoutMs,
    key: config.bffKey,
  });
  await app.register(session, {
    secret: config.sessionSecret,
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
    ...(options.now && { now: options.now }),
  });
  await app.register(tokenRenewal);
  await app.register(sessionCalls);
  await app.register(responseValidation, { enabled: config.validateResponses, operations });
  await app.register(csrf);

  // Hooks that run on every request take Fastify's callback form: an async one costs a promise and a
  // microtask turn per request for work that never waits.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // A fragment is never sent (RFC 9112): the router would drop it silently, and with it what follows.
    if (request.url.includes('#')) {
      done(new HttpError(400, 'The request target must not carry a fragment (#)', 'BAD_REQUEST'));
      return;
    }
    done();
  });

  // Set before the routes: each plugin context takes its handlers from its parent when it is created.
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (error.validation) {
      const details = validationDetails(error);
      const first = details[0];
      const body: ErrorBody = {
        message: first ? `${first.field} ${first.message}` : 'Invalid request',
        code: 'VALIDATION',
        details,
      };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large), in the contract's codes.
      return reply.code(status).send(FRAMEWORK_ERRORS[error.code] ?? { message: error.message, code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' } satisfies ErrorBody);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send({
      message: `Not found: ${request.method} ${request.url.split('?', 1)[0]}`,
      code: 'NOT_FOUND',
    } satisfies ErrorBody),
  );

  // Routes.
  await app.register(health);
  await app.register(apiDocs, { openapiPath: config.openapiPath });
  await app.register(platformApi, {
    prefix: '/account/api',
    operations,
    failOnContractViolation: config.nodeEnv === 'test',
  });
  await app.register(webApp, {
    webDist: config.webDist,
    maintenanceMode: config.maintenanceMode,
    cspAdditions: captchaSources(config.captchaProvider),
  });

  return app;
}
