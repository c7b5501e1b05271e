/**
 * One call through Prism's validation proxy to the platform or the BFF, with what Prism made of it
 * (`sl-violations`) and what the server behind it really answered (from the tap).
 */
import { randomUUID } from 'node:crypto';
import { PROBE_HEADER, tapRecord, type TapRecord } from './upstream-tap.ts';

export interface Side {
  name: 'platform' | 'BFF';
  /** The server itself, for the harness's own calls (not under test). */
  directUrl: string;
  proxyUrl: string;
  tapUrl: string;
  /** Headers every call of this side carries (the browser's CSRF headers for the BFF). */
  headers: Record<string, string>;
}

export interface Exchange {
  status: number;
  violations: string | null;
  text: string;
  /** Set-Cookie headers of the answer, as the caller receives them. */
  setCookies: string[];
  /** What the server behind Prism answered; null when Prism did not pass the request on. */
  upstream: TapRecord | null;
}

export async function send(
  side: Side,
  method: string,
  path: string,
  init: {
    headers?: Record<string, string>;
    body?: unknown;
    /** A body sent as these bytes with this Content-Type instead of JSON (an upload). */
    raw?: { bytes: Buffer; contentType: string };
    query?: Record<string, string>;
  } = {},
): Promise<Exchange> {
  const probe = randomUUID();
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...side.headers,
    ...init.headers,
    [PROBE_HEADER]: probe,
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.raw) headers['content-type'] = init.raw.contentType;
  const query = init.query && Object.keys(init.query).length > 0 ? `?${new URLSearchParams(init.query)}` : '';
  const response = await fetch(`${side.proxyUrl}${path}${query}`, {
    method,
    headers,
    body: init.raw ? new Uint8Array(init.raw.bytes) : init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    violations: response.headers.get('sl-violations'),
    text,
    setCookies: response.headers.getSetCookie(),
    upstream: await tapRecord(side.tapUrl, probe),
  };
}

/** Whether the contract lists `status` among an operation's answers (exactly, as NXX, or as default). */
export function isListed(statuses: readonly string[], status: number): boolean {
  const code = String(status);
  return statuses.some((s) => s === code || s.toUpperCase() === `${code[0]}XX` || s === 'default');
}
