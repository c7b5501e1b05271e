/** The profile photo: re-encoded from what was sent, so no byte of the upload itself is ever served back. */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, type UploadRule } from '../../core/upload/index.ts';

export const PHOTO_RULE: UploadRule = {
  accepted: ['image/png', 'image/jpeg', 'image/webp'],
  acceptedText: 'a PNG, JPEG or WebP image',
  maxBytes: 5 * 1024 * 1024,
};

export const PHOTO_MEDIA_TYPE = 'image/webp';
const PHOTO_SIDE = 512;

/** Turned upright (EXIF orientation), at most 512 pixels a side, WebP; metadata (location...) is dropped. */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}
