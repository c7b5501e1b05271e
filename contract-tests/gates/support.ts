/**
 * What the gates share: a browser-like client of the BFF (its CSRF headers, a cookie jar that follows
 * Set-Cookie as a browser does), the demo accounts, and the checks every answer of the BFF must pass.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { operations } from '../lib/contract.ts';
import { send, type HttpAnswer } from '../lib/http-client.ts';

export const DEMO_PASSWORD = 'Demo-Password-1';
export type Role = 'anonymous' | 'member' | 'admin';
export const LOGIN: Record<Exclude<Role, 'anonymous'>, string> = { member: 'demo-member', admin: 'demo-admin' };
export const SESSION_COOKIE = '__Host-session';
export const API_BASE = '/account/api';

/** Headers every call of the web client carries (web/src/api/fetcher.ts), with what the browser adds. */
export function browserHeaders(bffUrl: string): Record<string, string> {
  return { 'x-csrf': '1', origin: bffUrl, 'sec-fetch-site': 'same-origin', accept: 'application/json' };
}

export interface BffCall {
  method: string;
  /** Under the API base, already encoded: /notification/2?x=1 */
  path: string;
  body?: string | Buffer;
  /** Added to the browser's headers; undefined removes one. */
  headers?: Record<string, string | undefined>;
}

/** Whose credentials a client proves it is still with, when a sensitive operation asks (STEP_UP_REQUIRED). */
export type Credentials = () => { login: string; password: string };

/** Whether an answer asks for a recent step-up before the operation runs. */
export function asksStepUp(answer: HttpAnswer): boolean {
  if (answer.status !== 403) return false;
  try {
    return (JSON.parse(answer.text) as { code?: unknown }).code === 'STEP_UP_REQUIRED';
  } catch {
    return false;
  }
}

/** One browser: its cookies, its address, its answers. */
export class BrowserClient {
  readonly bffUrl: string;
  readonly localAddress: string;
  readonly cookies = new Map<string, string>();
  /**
   * As the web app does, a client with credentials answers STEP_UP_REQUIRED with its password (or, when the
   * shared account's password checks are locked by another gate, a new sign-in) and sends the call again once.
   */
  credentials: Credentials | undefined;

  constructor(bffUrl: string, localAddress = '127.0.0.1') {
    this.bffUrl = bffUrl;
    this.localAddress = localAddress;
  }

  cookieHeader(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
  }

  /** Sends a call to /account/api as the web client does; `requestId` lets the recorder find it upstream. */
  async call(call: BffCall, requestId: string = randomUUID()): Promise<HttpAnswer> {
    const answer = await this.callOnce(call, requestId);
    if (!this.credentials || !asksStepUp(answer)) return answer;
    const { login, password } = this.credentials();
    const json = (body: object) => ({ method: 'POST', body: JSON.stringify(body) });
    const stepped = await this.callOnce({ path: '/auth/step-up', ...json({ password }) }, randomUUID());
    if (stepped.status !== 200) {
      this.cookies.clear();
      await this.callOnce({ path: '/auth/sign-in', ...json({ login, password }) }, randomUUID());
    }
    return this.callOnce(call, requestId);
  }

  private async callOnce(call: BffCall, requestId: string): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...browserHeaders(this.bffUrl), 'x-request-id': requestId };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(call.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const answer = await send({
      method: call.method,
      url: `${this.bffUrl}${API_BASE}${call.path}`,
      headers,
      body: call.body,
      localAddress: this.localAddress,
    });
    this.keepCookies(answer.setCookies);
    return answer;
  }

  keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Signs a demo account in through the BFF; the answer is kept for the cookie and token gates. */
export async function signIn(
  bffUrl: string,
  role: Exclude<Role, 'anonymous'>,
): Promise<{ client: BrowserClient; answer: HttpAnswer }> {
  const client = new BrowserClient(bffUrl);
  client.credentials = () => ({ login: LOGIN[role], password: DEMO_PASSWORD });
  const answer = await client.call({
    method: 'POST',
    path: '/auth/sign-in',
    body: JSON.stringify({ login: LOGIN[role], password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`signing ${LOGIN[role]} in answered ${answer.status}: ${answer.text}`);
  if (!client.cookies.has(SESSION_COOKIE)) throw new Error(`signing ${LOGIN[role]} in set no ${SESSION_COOKIE}`);
  return { client, answer };
}

/** Signs a demo account in at the platform itself: its bearer token, as the BFF would hold it. */
export async function platformToken(platformUrl: string, role: Exclude<Role, 'anonymous'>): Promise<string> {
  const answer = await send({
    method: 'POST',
    url: `${platformUrl}/auth/sign-in`,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ login: LOGIN[role], password: DEMO_PASSWORD }),
  });
  const token = (JSON.parse(answer.text) as { token?: string }).token;
  if (answer.status !== 200 || !token)
    throw new Error(`platform sign-in of ${LOGIN[role]}: ${answer.status} ${answer.text}`);
  return token;
}

/** Every path in a JSON value where a `token` field sits; tokens never reach the browser. */
export function tokenFields(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => tokenFields(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key.toLowerCase() === 'token' ? [`${at}.${key}`] : []),
    ...tokenFields(item, `${at}.${key}`),
  ]);
}

/** The `token` fields of an answer's JSON body (none when it is not JSON). */
export function tokenFieldsOf(answer: HttpAnswer): string[] {
  try {
    return tokenFields(JSON.parse(answer.text));
  } catch {
    return [];
  }
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** What is wrong with the security headers of one BFF answer (empty when nothing is). */
export function securityHeaderProblems(answer: HttpAnswer): string[] {
  const problems: string[] = [];
  const csp = answer.headers['content-security-policy'];
  if (typeof csp !== 'string') problems.push('no Content-Security-Policy');
  else {
    const policy = directives(csp);
    const scripts = policy.get('script-src') ?? policy.get('default-src');
    if (!scripts) problems.push(`CSP restricts no scripts: ${csp}`);
    else if (scripts.includes("'unsafe-inline'")) problems.push(`CSP script-src allows 'unsafe-inline': ${csp}`);
    if (scripts?.some((s) => s === '*' || s === "'unsafe-eval'")) problems.push(`CSP script-src is open: ${csp}`);
    if (policy.get('frame-ancestors')?.join(' ') !== "'none'")
      problems.push(`CSP frame-ancestors is not 'none': ${csp}`);
  }
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
  const referrer = answer.headers['referrer-policy'];
  if (typeof referrer !== 'string' || referrer === '' || /unsafe-url/i.test(referrer))
    problems.push(`Referrer-Policy is ${String(referrer)}`);
  return problems;
}

export function expectSecureHeaders(answer: HttpAnswer, where: string): void {
  expect(securityHeaderProblems(answer), `security headers of ${where}`).toEqual([]);
}

interface AccountingAnswer {
  balanced: boolean;
  assets: { asset: string; balanced: boolean; postings_sum: string; negative_balances: number }[];
}

/**
 * Checks the books through getAccounting as demo-admin: after the gates moved demo money at random, every
 * asset's postings must still sum to zero with no member balance below it. Read from the contract, so
 * the path follows the operation wherever it is declared.
 */
export async function expectLedgerBalanced(bffUrl: string, after: string): Promise<void> {
  const accounting = operations.find((operation) => operation.operationId === 'getAccounting');
  if (!accounting)
    throw new Error('openapi.yaml no longer declares getAccounting: the ledger check has nothing to call');
  const { client } = await signIn(bffUrl, 'admin');
  const answer = await client.call({ method: 'GET', path: accounting.path });
  expect(answer.status, `getAccounting after ${after}: ${answer.text}`).toBe(200);
  const books = JSON.parse(answer.text) as AccountingAnswer;
  const unbalanced = books.assets
    .filter((asset) => !asset.balanced)
    .map(
      (asset) => `${asset.asset}: postings sum ${asset.postings_sum}, ${asset.negative_balances} negative balance(s)`,
    );
  expect(unbalanced, `the ledger after ${after}`).toEqual([]);
  expect(books.assets.length, 'getAccounting lists no asset').toBeGreaterThan(0);
  expect(books.balanced, `getAccounting says the books do not balance after ${after}`).toBe(true);
}
