/**
 * Compression of what is rendered per request (the page): brotli at a quality quick enough to run on each
 * load, or gzip, as the browser accepts. Built files come precompressed (web/build/precompress-plugin.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/** The text in the encoding the request accepts, with its Content-Encoding set on the reply. */
export function compressed(request: FastifyRequest, reply: FastifyReply, text: string): Buffer | string {
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  if (encoding === 'br') {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
    });
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return gzipSync(text);
  }
  return text;
}
