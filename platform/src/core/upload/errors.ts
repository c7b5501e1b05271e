/** The 400s of an upload, each naming the part `file` and what is wrong with it. */
import { HttpError } from '../../errors.ts';

function refused(code: HttpError['code'], message: string): HttpError {
  return new HttpError(400, message, code, [{ field: 'file', message }]);
}

export const uploadMissing = (): HttpError =>
  refused('UPLOAD_MISSING', 'Send one file, as multipart/form-data, in the part "file".');

export const uploadTooLarge = (maxBytes: number): HttpError =>
  refused('UPLOAD_TOO_LARGE', `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`);

/** A decompression bomb is small on the wire: its pixels, read from its header, are what would fill the memory. */
export const imageTooLarge = (maxSide: number): HttpError =>
  refused('UPLOAD_TOO_LARGE', `The image is larger than ${maxSide} x ${maxSide} pixels.`);

export const uploadWrongType = (accepted: string): HttpError =>
  refused('UPLOAD_TYPE', `The file is not ${accepted} (its content says so, whatever its name).`);

export const uploadTruncated = (): HttpError =>
  refused('UPLOAD_TRUNCATED', 'The file is damaged or incomplete: it cannot be read whole.');
