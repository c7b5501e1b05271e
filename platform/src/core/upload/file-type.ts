/**
 * What a file is, read from its first bytes (magic numbers): the name and the declared type are the
 * sender's word, the bytes are what a viewer will decode.
 */
export type UploadMediaType = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

export function sniffMediaType(bytes: Uint8Array): UploadMediaType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return undefined;
}

/** A PDF ends with its `%%EOF` marker (then at most some whitespace): without it, it was cut short. */
export function pdfLooksComplete(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return /%%EOF\s*$/.test(tail);
}

export const EXTENSIONS: Record<UploadMediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
