/**
 * Reads the one file of a multipart request into memory, within a size limit, and checks what it is from
 * its bytes, before anything is written: a refused upload leaves no trace. An image is re-encoded on the way.
 */
import type { FastifyRequest } from 'fastify';
import { uploadMissing, uploadTooLarge, uploadTruncated, uploadWrongType } from './errors.ts';
import { pdfLooksComplete, sniffMediaType, type UploadMediaType } from './file-type.ts';
import { checkImageSize, reencodeImage, type ImageOutput } from './image.ts';

export interface UploadRule {
  /** The media types accepted, as read from the bytes. */
  accepted: readonly UploadMediaType[];
  /** Said in the refusal: "a PNG, JPEG or WebP image". */
  acceptedText: string;
  maxBytes: number;
  /** The widest and tallest image accepted, in pixels, read from its header before it is decoded. */
  maxImageSide: number;
  /** What an accepted image is re-encoded to. */
  image: ImageOutput;
}

export interface ReceivedFile {
  /** What is to be kept: a PDF as it came, an image as re-encoded. */
  bytes: Buffer;
  mediaType: UploadMediaType;
}

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

export async function receiveFile(request: FastifyRequest, rule: UploadRule): Promise<ReceivedFile> {
  const bytes = await readOnePart(request, rule.maxBytes);
  const mediaType = sniffMediaType(bytes);
  if (!mediaType || !rule.accepted.includes(mediaType)) throw uploadWrongType(rule.acceptedText);
  if (mediaType === 'application/pdf') {
    if (!pdfLooksComplete(bytes)) throw uploadTruncated();
    return { bytes, mediaType };
  }
  await checkImageSize(bytes, rule.maxImageSide);
  return reencodeImage(bytes, mediaType, rule.maxImageSide, rule.image);
}
