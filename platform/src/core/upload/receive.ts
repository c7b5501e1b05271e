/**
 * Reads the one file of a multipart request into memory, within a size limit, and checks what it is from
 * its bytes, before anything is written: a refused upload leaves no trace.
 */
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { uploadMissing, uploadTooLarge, uploadTruncated, uploadWrongType } from './errors.ts';
import { pdfLooksComplete, sniffMediaType, type UploadMediaType } from './file-type.ts';

export interface UploadRule {
  /** The media types accepted, as read from the bytes. */
  accepted: readonly UploadMediaType[];
  /** Said in the refusal: "a PNG, JPEG or WebP image". */
  acceptedText: string;
  maxBytes: number;
}

export interface ReceivedFile {
  bytes: Buffer;
  mediaType: UploadMediaType;
}

/** Decompression bombs: an image of more pixels than this is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 25_000_000;

const PART = 'file';

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** The bytes of the part `file`: the only part, a file, not empty, at most `maxBytes`. */
async function readOnePart(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw uploadMissing();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== PART || bytes !== undefined) throw uploadMissing();
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (isTooLarge(error)) throw uploadTooLarge(maxBytes);
    if ((error as { statusCode?: number }).statusCode === 413) throw uploadMissing();
    throw error;
  }
  if (!bytes || bytes.length === 0) throw uploadMissing();
  return bytes;
}

/** An image must decode whole: a truncated one fails here rather than showing half a picture later. */
async function assertDecodes(bytes: Buffer): Promise<void> {
  try {
    await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS }).raw().toBuffer();
  } catch {
    throw uploadTruncated();
  }
}

export async function receiveFile(request: FastifyRequest, rule: UploadRule): Promise<ReceivedFile> {
  const bytes = await readOnePart(request, rule.maxBytes);
  const mediaType = sniffMediaType(bytes);
  if (!mediaType || !rule.accepted.includes(mediaType)) throw uploadWrongType(rule.acceptedText);
  if (mediaType === 'application/pdf') {
    if (!pdfLooksComplete(bytes)) throw uploadTruncated();
  } else await assertDecodes(bytes);
  return { bytes, mediaType };
}
