/** The profile photo: re-encoded from what was sent, so no byte of the upload itself is ever served back. */
import type { UploadRule } from '../../core/upload/index.ts';

export const PHOTO_MEDIA_TYPE = 'image/webp';

/** Turned upright, at most 512 pixels a side, WebP; a photo needs no more than about 2,000 pixels a side sent. */
export const PHOTO_RULE: UploadRule = {
  accepted: ['image/png', 'image/jpeg', 'image/webp'],
  acceptedText: 'a PNG, JPEG or WebP image',
  maxBytes: 5 * 1024 * 1024,
  maxImageSide: 2000,
  image: { fitInside: 512, as: PHOTO_MEDIA_TYPE },
};
