/**
 * Accounts of the authorization matrix's own: members signed up for this run (administrators too, granted by
 * demo-admin), so that what a call changes (a password, two-factor, money, a verification) and the limits it
 * counts against are theirs, never those of the demo accounts the other gates share.
 */
import { randomBytes } from 'node:crypto';
import { createGuardrails, generate } from 'otplib';
import { expect } from 'vitest';
import { operations, solveCaptcha, type ContractOperation } from '../lib/contract.ts';
import { send } from '../lib/http-client.ts';
import { encode } from './requests.ts';
import { API_BASE, browserHeaders, BrowserClient, type BffCall } from './support.ts';

export type Side = 'BFF' | 'platform';

export interface PlatformSession {
  token: string;
  refreshCookie: string | undefined;
}

export interface Harness {
  bffUrl: string;
  platformUrl: string;
}

/** The contract's operation of that id: set-ups follow its path wherever it is declared. */
export function operation(operationId: string): ContractOperation {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`openapi.yaml no longer declares ${operationId}, which a matrix set-up calls`);
  return found;
}

/** The operation's path with its parameters filled in, in order. */
export function pathOf(operationId: string, ...params: string[]): string {
  let index = 0;
  return operation(operationId).path.replace(/\{[^}]+\}/g, () => encode(params[index++]!));
}

/** A call of an operation through the BFF that must succeed: its JSON answer. */
export async function expectOk<T>(
  client: BrowserClient,
  operationId: string,
  {
    params = [],
    query = '',
    body,
    headers,
  }: { params?: string[]; query?: string; body?: unknown; headers?: BffCall['headers'] },
): Promise<T> {
  const { method } = operation(operationId);
  const call: BffCall = {
    method,
    path: pathOf(operationId, ...params) + query,
    body: body === undefined || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    headers,
  };
  const answer = await client.call(call);
  const where = `set-up call ${operationId} (${method} ${call.path}) answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeGreaterThanOrEqual(200);
  expect(answer.status, where).toBeLessThan(300);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}

/** Signs in at the platform itself: the bearer token the BFF would hold. */
export async function platformSignIn(
  platformUrl: string,
  login: string,
  password: string,
  userAgent?: string,
): Promise<PlatformSession> {
  const answer = await send({
    method: 'POST',
    url: `${platformUrl}/auth/sign-in`,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(userAgent && { 'user-agent': userAgent }),
    },
    body: JSON.stringify({ login, password }),
  });
  const token = (JSON.parse(answer.text) as { token?: string }).token;
  if (answer.status !== 200 || !token) throw new Error(`platform sign-in of ${login}: ${answer.status} ${answer.text}`);
  const refreshCookie = answer.setCookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('refresh_token='));
  return { token, refreshCookie };
}

// The platform accepts a code one step either side of now, each once per account (platform/src/modules/auth/totp.ts).
const TOTP_STEP_SECONDS = 30;
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A member of this run: its sessions through the BFF and at the platform, and the secrets it was given. */
export class Account {
  readonly bff: BrowserClient;
  uid = '';
  transactionPassword: string | undefined;
  /** The secret of the two-factor authentication it has on, if any. */
  totpSecret: string | undefined;
  private platformSession: PlatformSession | undefined;
  private readonly usedSteps = new Set<number>();

  readonly username: string;
  password: string;
  private readonly harness: Harness;

  constructor(harness: Harness, username: string, password: string) {
    this.harness = harness;
    this.username = username;
    this.password = password;
    this.bff = new BrowserClient(harness.bffUrl);
    this.bff.credentials = () => ({ login: this.username, password: this.password });
  }

  /** A new sign-in on that side, replacing the one it had there (a password change ends the others). */
  async signIn(side: Side): Promise<void> {
    if (side === 'platform') {
      this.platformSession = await platformSignIn(this.harness.platformUrl, this.username, this.password);
      return;
    }
    this.bff.cookies.clear();
    await expectOk(this.bff, 'signIn', { body: { login: this.username, password: this.password } });
  }

  async platform(): Promise<PlatformSession> {
    if (!this.platformSession) throw new Error(`${this.username} is not signed in at the platform`);
    return this.platformSession;
  }

  ok<T>(operationId: string, options: Parameters<typeof expectOk>[2] = {}): Promise<T> {
    return expectOk<T>(this.bff, operationId, options);
  }

  /**
   * A code of the secret's for a time step this account has not used yet: the previous step's while the
   * platform's clock cannot leave the current step first, the current one's, the next one's; else it waits.
   */
  async totp(secret: string): Promise<string> {
    for (;;) {
      const now = Date.now() / 1000;
      const step = Math.floor(now / TOTP_STEP_SECONDS);
      const left = (step + 1) * TOTP_STEP_SECONDS - now;
      const free = [...(left > 3 ? [step - 1] : []), step, step + 1].find((s) => !this.usedSteps.has(s));
      if (free !== undefined) {
        this.usedSteps.add(free);
        return generate({ secret, epoch: free * TOTP_STEP_SECONDS, guardrails });
      }
      await sleep(left * 1000 + 200);
    }
  }
}

/** Two administrators' sessions: one proposes granting admin, the other approves it (four eyes). */
export interface AdminGrant {
  proposer: BrowserClient;
  approver: BrowserClient;
}

/**
 * Signs a new member up through the BFF as the sign-up form does (a solved captcha), under demo-admin, and
 * signs it in; `grantAdmin` makes it an administrator as well, proposed by one administrator, approved by another.
 */
export async function signUp(harness: Harness, username: string, grantAdmin?: AdminGrant): Promise<Account> {
  const password = `Matrix-${randomBytes(6).toString('hex')}`;
  const client = new BrowserClient(harness.bffUrl);
  const { accept: _accept, ...csrf } = browserHeaders(harness.bffUrl);
  const captcha = await solveCaptcha(`${harness.bffUrl}${API_BASE}`, csrf);
  await expectOk(client, 'signUp', {
    body: {
      username,
      password,
      repeat_password: password,
      email: `${username}@example.com`,
      first_name: 'Matrix',
      last_name: username,
      parrain: 'demo-admin',
      country: 'FR',
      privacy_accepted: true,
      captcha,
    },
  });
  const account = new Account(harness, username, password);
  await account.signIn('BFF');
  account.uid = (await account.ok<{ uid: string }>('getUserInformation')).uid;
  if (grantAdmin) {
    const request = await expectOk<{ id: string }>(grantAdmin.proposer, 'setMemberAdmin', {
      params: [account.uid],
      body: { admin: true },
    });
    await expectOk(grantAdmin.approver, 'approveAdminRequest', { params: [request.id] });
    await account.signIn('BFF');
  }
  // Signed in at the platform now, while no two-factor step stands in the way of a plain sign-in.
  await account.signIn('platform');
  return account;
}
