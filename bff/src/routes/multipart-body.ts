/**
 * The BFF's check of a multipart/form-data body against the contract, before it is forwarded as it came: a
 * well-formed body whose parts are the ones the operation declares, each once, the required ones present.
 * What a file holds is the platform's to judge (modules/upload there).
 */
import { HttpError } from '../generated/errors.ts';
import type { OperationDefinition } from '../generated/operations.ts';

/** The largest upload any operation takes (10 MB), and room for the parts' headers and boundaries. */
export const MULTIPART_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

const CRLF2 = Buffer.from('\r\n\r\n');

function refusal(message: string): HttpError {
  return new HttpError(400, message, 'VALIDATION', [{ field: 'body', message }]);
}

export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The names of the parts, in order; undefined when the body is not a complete multipart body. */
export function partNames(body: Buffer, boundary: string): string[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const names: string[] = [];
  let at = body.indexOf(delimiter);
  if (at !== 0) return undefined;
  for (;;) {
    const after = at + delimiter.length;
    if (body.subarray(after, after + 2).toString('latin1') === '--') return names;
    const headersEnd = body.indexOf(CRLF2, after);
    if (headersEnd === -1) return undefined;
    const headers = body.subarray(after, headersEnd).toString('latin1');
    const name = /content-disposition:\s*form-data;[^\r\n]*?\bname="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) return undefined;
    names.push(name);
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + CRLF2.length);
    if (next === -1) return undefined;
    at = next + 2;
  }
}

/** Why a body does not fit the operation's multipart schema, or undefined when it does. */
export function multipartRefusal(
  schema: NonNullable<OperationDefinition['multipart']>,
  body: unknown,
  contentType: string | undefined,
): HttpError | undefined {
  const boundary = boundaryOf(contentType);
  if (!boundary || !Buffer.isBuffer(body)) return refusal('The body must be multipart/form-data');
  const names = partNames(body, boundary);
  if (!names) return refusal('The multipart body is incomplete or malformed');
  const declared = Object.keys(schema.properties);
  const seen = new Set<string>();
  for (const name of names) {
    if (!declared.includes(name)) return refusal(`The part "${name}" is not a part of this operation`);
    if (seen.has(name)) return refusal(`The part "${name}" must be sent once`);
    seen.add(name);
  }
  const missing = (schema.required ?? []).find((name) => !seen.has(name));
  return missing === undefined ? undefined : refusal(`The part "${missing}" is required`);
}
