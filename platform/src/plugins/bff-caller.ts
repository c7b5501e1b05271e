/**
 * Whose word on the client's address the platform takes: the BFF's only. A caller proves it is the BFF with the
 * key both share (BFF_KEY) in `X-BFF-Key`, and must also come from a trusted proxy's address (TRUSTED_PROXIES,
 * Fastify's trustProxy). From any other caller the X-Forwarded-* headers are dropped before anything reads them,
 * so `request.ip` is the socket's peer: writing a new address into each call does not dodge the sign-in limits.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const BFF_KEY_HEADER = 'x-bff-key';
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

async function bffCallerPlugin(app: FastifyInstance, options: { key: string }): Promise<void> {
  const expected = digest(options.key);
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const isKey = (value: unknown): boolean => typeof value === 'string' && timingSafeEqual(digest(value), expected);

  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    const fromBff = isKey(headers[BFF_KEY_HEADER]);
    // Nothing after this point needs the key, and nothing may log it.
    delete headers[BFF_KEY_HEADER];
    if (!fromBff) for (const name of FORWARDED_HEADERS) delete headers[name];
  });
}

export default fp(bffCallerPlugin, { name: 'bff-caller' });
