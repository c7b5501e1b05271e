/**
 * The one fetch mutator of the generated client. Every call goes to the backend-for-frontend under
 * /account/api with the session cookies and the CSRF header; an error answer becomes an ApiError
 * carrying the server's message, so screens can show it as the product spec asks. A few operations
 * answer a file (text/csv): their answer is returned as text. A call that changes something gets its
 * Idempotency-Key and, once it succeeds, has what it changed refreshed (./mutation-effects.ts); one that a
 * sensitive operation refuses for want of a recent step-up asks for it and, once given, is sent again.
 */
import type { MutationEffects, mutationEffects } from './mutation-effects.ts';

export const API_BASE = '/account/api';

let apiBase = API_BASE;

/** Points the client at another base (the contract tests use the Prism mock). */
export function setApiBase(base: string): void {
  apiBase = base;
}

let extraHeaders: Record<string, string> = {};

/**
 * Headers added to every call, for tests only: the Prism mock wants an `Authorization` header where
 * the BFF would use the session cookie, and answers with another status on `Prefer: code=...`.
 * The app never calls it; in the browser the session travels in the BFF's cookies.
 */
export function setApiHeaders(headers: Record<string, string>): void {
  extraHeaders = { ...headers };
}

let onChanged: ((isChanged: (path: string) => boolean) => void) | undefined;

/** Who refreshes the reads a successful call changed, given which: the app's query client. */
export function setChangeListener(listener: typeof onChanged): void {
  onChanged = listener;
}

// Loaded with the first call that is not a GET; a failed load is tried again by the next one.
let effectsModule: Promise<{ mutationEffects: typeof mutationEffects }> | undefined;
async function effectsOf(options: RequestInit, url: string): Promise<MutationEffects | undefined> {
  effectsModule ??= import('./mutation-effects.ts').catch((error: unknown) => {
    effectsModule = undefined;
    throw error;
  });
  return (await effectsModule).mutationEffects(options, url);
}

export interface ApiErrorBody {
  message: string;
  code?: string;
  details?: { field: string; message: string }[];
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: ApiErrorBody['details'];

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.details = body.details;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

// What the contract answers: JSON, and CSV for the exports. Errors are JSON whatever was asked.
const ACCEPT = 'application/json, text/csv';

const isJson = (contentType: string | null) => contentType === null || /[/+]json\b/i.test(contentType);

export async function apiFetch<T>(url: string, options: RequestInit = {}): Promise<T> {
  const headers = new Headers(extraHeaders);
  new Headers(options.headers).forEach((value, name) => headers.set(name, value));
  headers.set('X-CSRF', '1');
  if (!headers.has('Accept')) headers.set('Accept', ACCEPT);
  const effects = options.method && options.method !== 'GET' ? await effectsOf(options, url) : undefined;
  effects?.sign(headers);
  const send = async () => {
    const answer = await fetch(`${apiBase}${url}`, { ...options, headers, credentials: 'include' });
    return { response: answer, text: await answer.text() };
  };
  let { response, text } = await send();
  if (!response.ok && (await effects?.sendAgain(response.status, text))) ({ response, text } = await send());
  const changed = response.ok ? effects?.succeeded() : undefined;
  if (changed) onChanged?.(changed);
  if (response.ok && !isJson(response.headers.get('Content-Type'))) return text as T;
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      isErrorBody(body) ? body : { message: response.statusText || 'Request failed' },
    );
  }
  return body as T;
}

export default apiFetch;

/** What the generated hooks report as their error: always an ApiError, whatever the error body's schema. */
export type ErrorType<_Body> = ApiError;
