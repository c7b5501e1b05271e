/**
 * Liveness and readiness for load balancers and orchestration: /healthz says the process is up,
 * /readyz says it can do its job, which needs the platform to be ready too: the contract's
 * `getReadiness` probe (x-probe in openapi.yaml), which any platform honouring the contract answers.
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../generated/errors.ts';
import { probes } from '../generated/operations.ts';

const READY_TIMEOUT_MS = 2_000;
const READINESS = probes.getReadiness.path;

const health: FastifyPluginAsync = async (app) => {
  app.get(probes.getLiveness.path, { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get(READINESS, { logLevel: 'warn' }, async (_request, reply) => {
    let reason: string;
    try {
      const answer = await app.platform.probe(READINESS, READY_TIMEOUT_MS);
      if (answer.status === 200) return { status: 'ok' };
      reason = `the platform is not ready (its ${READINESS} answered ${answer.status})`;
    } catch (error) {
      reason =
        error instanceof HttpError && error.code === 'UPSTREAM_TIMEOUT'
          ? `the platform did not answer ${READINESS} within ${READY_TIMEOUT_MS} ms`
          : 'the platform is unreachable';
    }
    return reply.code(503).send({ status: 'unavailable', message: `Not ready: ${reason}`, code: 'NOT_READY' });
  });
};

export default health;
