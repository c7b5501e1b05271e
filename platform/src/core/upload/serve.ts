import type { FastifyReply } from 'fastify';
import { EXTENSIONS, type UploadMediaType } from './file-type.ts';

/**
 * A stored file as an answer: its own type, never sniffed again by the browser, kept only by this user's browser.
 * An image shows in the page; anything else (a PDF, which may carry scripts) is only downloaded as `name`, and
 * whatever opens it from here runs sandboxed, without scripts or this origin.
 */
export function sendStoredFile(reply: FastifyReply, bytes: Buffer, mediaType: string, name = 'file'): undefined {
  const extension = EXTENSIONS[mediaType as UploadMediaType];
  void reply
    .header('content-type', mediaType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header(
      'content-disposition',
      mediaType.startsWith('image/') ? 'inline' : `attachment; filename="${extension ? `${name}.${extension}` : name}"`,
    )
    .header('cache-control', 'private, max-age=86400')
    .send(bytes);
  return undefined;
}
