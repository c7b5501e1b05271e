import type { FastifyReply } from 'fastify';

/** A stored file as an answer: its own type, never sniffed again by the browser, kept only by this user's browser. */
export function sendStoredFile(reply: FastifyReply, bytes: Buffer, mediaType: string): undefined {
  void reply
    .header('content-type', mediaType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, max-age=86400')
    .send(bytes);
  return undefined;
}
