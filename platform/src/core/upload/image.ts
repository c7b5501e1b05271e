/**
 * Images as they are kept: sized from their header before anything decodes them, then decoded one at a time and
 * re-encoded, so no byte of the upload itself (a trailer, metadata) is ever kept or served back.
 */
import sharp from 'sharp';
import { imageTooLarge, uploadTruncated } from './errors.ts';
import type { UploadMediaType } from './file-type.ts';

export type ImageMediaType = Exclude<UploadMediaType, 'application/pdf'>;

/** What an accepted image becomes. */
export interface ImageOutput {
  /** Shrunk to fit a square of this side (never enlarged); unset, it keeps its size. */
  fitInside?: number;
  /** The type it is written as; unset, its own. */
  as?: ImageMediaType;
}

/** Runs each task once the one before it has settled: a queue with one slot. */
export function oneSlotQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const turn = last.then(task);
    last = turn.catch(() => undefined);
    return turn;
  };
}

// A decoded image holds width x height x 4 bytes: several at once took the platform's memory from 310 to 936 MB.
export const oneImageAtATime = oneSlotQueue();

/** Refuses an image wider or taller than `maxSide` from its header alone; a header that cannot be read is damaged. */
export async function checkImageSize(bytes: Buffer, maxSide: number): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw uploadTruncated();
  }
  if (!width || !height) throw uploadTruncated();
  if (width > maxSide || height > maxSide) throw imageTooLarge(maxSide);
}

/**
 * Decodes the image whole (a truncated one is refused rather than kept as half a picture) and writes it anew: turned
 * upright (EXIF orientation), its metadata (a location...) dropped.
 */
export function reencodeImage(
  bytes: Buffer,
  mediaType: ImageMediaType,
  maxSide: number,
  output: ImageOutput,
): Promise<{ bytes: Buffer; mediaType: ImageMediaType }> {
  const as = output.as ?? mediaType;
  return oneImageAtATime(async () => {
    let image = sharp(bytes, { failOn: 'truncated', limitInputPixels: maxSide * maxSide }).rotate();
    if (output.fitInside)
      image = image.resize(output.fitInside, output.fitInside, { fit: 'inside', withoutEnlargement: true });
    image =
      as === 'image/webp'
        ? image.webp({ quality: 82 })
        : as === 'image/jpeg'
          ? image.jpeg({ quality: 90 })
          : image.png();
    try {
      return { bytes: await image.toBuffer(), mediaType: as };
    } catch {
      throw uploadTruncated();
    }
  });
}
