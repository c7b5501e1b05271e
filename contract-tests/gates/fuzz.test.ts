/**
 * Property-based requests for every operation of openapi.yaml, sent through the BFF as the browser sends
 * them (CSRF headers, session cookie) to the real platform, as anonymous, as demo-member and as
 * demo-admin. Every answer must be a status the contract lists for the operation, of the media type it
 * lists for that status (a CSV export's success is text/csv), with a JSON body that matches that status's
 * schema, never a 5xx, never a success for a caller without the access the operation declares, never a
 * `token`, always with the security headers.
 *
 * Valid money-moving requests really move the demo accounts' money, at random: the file ends with the
 * ledger check (getAccounting as demo-admin), so the fuzzer is a ledger fuzzer too.
 *
 * Every operation must also be shown to work, since a platform that refused every call would pass all of
 * the above: first the call its examples make for each role its `x-access` allows, then calls valid in
 * every place, must reach a 2xx at least once. An operation whose answer depends on state the examples
 * cannot set up (`x-stateful`: a quote, a pending request; or rate-limited, listing 429, whose counts the
 * demo accounts share with the other gates) may instead reach a listed refusal of its own rules (404, 409,
 * 422, 429 with the contract's body): never only 400, 401 or 403, which refuse a call before the operation.
 *
 * Generic answers allowed beyond the listed ones: only the router's 404 for a path that names no
 * operation (an empty path parameter makes /notification/ out of /notification/{id}). A 400 on an
 * operation that lists none, a 415, a 431... are failures, so the contract has to list what its
 * operations really answer.
 *
 * Fixed seed and GATES_FUZZ_RUNS (25) runs per operation and role by default, and RUNS / 12 (at least 2)
 * generated valid calls per operation; `npm run fuzz` runs many more with a random seed, printed first so
 * a failure can be replayed with GATES_FUZZ_SEED.
 */
import fc from 'fast-check';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAgents, type HttpAnswer } from '../lib/http-client.ts';
import { operations, spec, type ContractOperation } from '../lib/contract.ts';
import { answerViolation, listedKey } from '../lib/schemas.ts';
import { requestArbitrary, type FuzzRequest } from './requests.ts';
import {
  BrowserClient,
  type BffCall,
  expectLedgerBalanced,
  securityHeaderProblems,
  SESSION_COOKIE,
  signIn,
  tokenFieldsOf,
  type Role,
} from './support.ts';
import { exampleCall, pendingSecondFactor, validCallArbitrary } from './valid-requests.ts';

const { bffUrl, databaseFile } = inject('gatesHarness');
const RUNS = Number(process.env.GATES_FUZZ_RUNS || 25);
const SEED =
  process.env.GATES_FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.GATES_FUZZ_SEED || 20_260_101);
// The platform counts sign-in failures per client address: the fuzzer's own keep the other gates' clean.
const FUZZ_ADDRESS = '127.0.0.2';
// Sessions of their own for the valid calls come from another, so the sign-in example never meets a captcha.
const VALID_ADDRESS = '127.0.0.3';
// Generated valid calls per operation, shared among the roles that may call it: each really runs its
// operation (most fuzzed calls stop at validation), so a few, to keep the default run short.
const VALID_RUNS = Math.max(2, Math.round(RUNS / 12));
const ROLES: Role[] = ['anonymous', 'member', 'admin'];

console.log(
  `fuzz: seed ${SEED}, ${RUNS} runs per operation and role, ${VALID_RUNS} generated valid calls per operation ` +
    `(replay: GATES_FUZZ_SEED=${SEED} GATES_FUZZ_RUNS=${RUNS})`,
);

/** Sign-out and renewal end or rotate the session they run on: they get sessions of their own. */
function endsOrRotatesSession(operation: ContractOperation): boolean {
  return operation.security.some((alternative) => alternative.includes('refreshCookie'));
}

/** What the operation does to the BFF's session (`x-session`): open, confirm, end, renew, none; or undefined. */
function sessionEffect(operation: ContractOperation): string | undefined {
  const paths = spec.paths as Record<string, Record<string, Record<string, unknown>>>;
  return paths[operation.path]?.[operation.method.toLowerCase()]?.['x-session'] as string | undefined;
}

/** A call that opens, confirms, ends or renews its session, or ends the caller's others, gets one of its own. */
function needsOwnSession(operation: ContractOperation): boolean {
  const effect = sessionEffect(operation);
  return endsOrRotatesSession(operation) || operation.signsOutOthers || (effect !== undefined && effect !== 'none');
}

function mayCall(operation: ContractOperation, role: Role): boolean {
  if (operation.access === 'public') return true;
  return operation.access === 'member' ? role !== 'anonymous' : role === 'admin';
}

/** Whether the answer may depend on more than the call: state another call creates, or a shared rate limit. */
function dependsOnState(operation: ContractOperation): boolean {
  return operation.stateful || operation.statuses.includes('429');
}

/** A refusal by the operation's own rules: listed, past validation (400), sign-in (401) and access (403). */
function ownRefusal(operation: ContractOperation, answer: ValidAnswer): boolean {
  const { status } = answer;
  return status > 403 && status < 500 && !answer.routerMiss && listedKey(operation.statuses, status) !== undefined;
}

/** Rate-limited public operations (sign-in): their examples name the demo accounts, which must not be locked. */
function examplesNameAccounts(operation: ContractOperation): boolean {
  return operation.access === 'public' && operation.statuses.includes('429');
}

function excerpt(text: string | undefined, length = 300): string {
  if (text === undefined) return '(none)';
  return text.length > length ? `${text.slice(0, length)}... (${text.length} characters)` : text;
}

/** A failed answer, as the error names it. */
function failure(role: Role, request: FuzzRequest, answer: HttpAnswer, problems: string[]): string {
  return (
    `${role} ${request.method} /account/api${excerpt(request.path, 200)} body ${excerpt(request.body)}\n` +
    `-> ${answer.status} ${excerpt(answer.text)}\n` +
    problems.map((p) => `  - ${p}`).join('\n')
  );
}

/** An empty path parameter: /notification/ out of /notification/{id}, which the router answers 404. */
function namesNoOperation(path: string): boolean {
  return /\/\/|\/(\?|$)/.test(path);
}

/** Why an answer fails the gate, or undefined. */
function problemWith(operation: ContractOperation, role: Role, request: FuzzRequest, answer: HttpAnswer): string[] {
  const problems: string[] = [];
  const status = answer.status;
  if (status >= 500) problems.push(`a ${status}`);
  const listed = listedKey(operation.statuses, status) !== undefined;
  const routerMiss = status === 404 && namesNoOperation(request.path);
  if (listed) {
    const violation = answerViolation(operation, status, answer.text, answer.headers['content-type']);
    if (violation) problems.push(violation);
  } else if (!routerMiss) {
    problems.push(`${status} is not listed for ${operation.operationId} (${operation.statuses.join(', ')})`);
  }
  if (status >= 200 && status < 300) {
    if (role === 'anonymous' && operation.access !== 'public') problems.push('anonymous reached a signed-in operation');
    if (role === 'member' && operation.access === 'admin') problems.push('a member reached an admin operation');
  }
  const tokens = tokenFieldsOf(answer);
  if (tokens.length) problems.push(`token fields reached the browser: ${tokens.join(', ')}`);
  problems.push(...securityHeaderProblems(answer));
  return problems;
}

const sharedSessions = new Map<Role, BrowserClient>();

interface ValidAnswer {
  role: Role;
  status: number;
  code: string | undefined;
  /** The router's 404 for a path with an empty parameter: it never reached the operation. */
  routerMiss: boolean;
}
/** The answers to each operation's valid calls, by operationId: its examples' first, then the generated ones'. */
const validAnswers = new Map<string, ValidAnswer[]>();

function codeOf(answer: HttpAnswer): string | undefined {
  try {
    return (JSON.parse(answer.text) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/** Sends one valid call, holds its answer to the same checks as every other, and keeps it. */
async function sendValid(operation: ContractOperation, role: Role, client: BrowserClient, call: BffCall) {
  const answer = await client.call(call);
  const request: FuzzRequest = {
    method: call.method,
    path: call.path,
    body: typeof call.body === 'string' ? call.body : call.body && `(${call.body.length} bytes)`,
  };
  const problems = problemWith(operation, role, request, answer);
  if (problems.length) throw new Error(failure(role, request, answer, problems));
  const answers = validAnswers.get(operation.operationId) ?? [];
  answers.push({
    role,
    status: answer.status,
    code: codeOf(answer),
    routerMiss: answer.status === 404 && namesNoOperation(call.path),
  });
  validAnswers.set(operation.operationId, answers);
}

/** The clients a valid call of each allowed role goes on: the shared sessions, or new ones when needed. */
async function validClients(operation: ContractOperation): Promise<Map<Role, BrowserClient>> {
  const clients = new Map<Role, BrowserClient>();
  for (const role of ROLES.filter((r) => mayCall(operation, r)))
    clients.set(role, needsOwnSession(operation) ? await freshClient(role, VALID_ADDRESS) : sharedSessions.get(role)!);
  return clients;
}

/** After a call that may have ended the caller's other sign-ins, the shared sessions are signed in again. */
async function standAgain(operation: ContractOperation, roles: Iterable<Role>): Promise<void> {
  if (!operation.signsOutOthers) return;
  for (const role of roles) if (role !== 'anonymous') sharedSessions.set(role, await freshClient(role));
}

/** A client from the fuzzer's address carrying the cookies of a session signed in from the usual one. */
async function freshClient(role: Role, address = FUZZ_ADDRESS): Promise<BrowserClient> {
  const client = new BrowserClient(bffUrl, address);
  if (role !== 'anonymous') {
    const { client: signedIn } = await signIn(bffUrl, role);
    for (const [name, value] of signedIn.cookies) client.cookies.set(name, value);
    client.credentials = signedIn.credentials;
  }
  return client;
}

/** A GET any signed-in user may call without parameters: proof a session is still alive. */
const aliveCheck = operations.find(
  (o) => o.method === 'GET' && o.access === 'member' && !o.path.includes('{') && !endsOrRotatesSession(o),
);

/**
 * A valid saveAdminTwoFactorSetting may turn the requirement on, which shuts the demo administrators (no 2FA)
 * out of every admin operation, and only administrators with 2FA could turn it off: the demo's 'off' is put
 * back in the database after each test.
 */
function keepAdminTwoFactorOff(): void {
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare(`UPDATE settings SET document = ? WHERE key = 'admin-two-factor'`).run(
      JSON.stringify({ required: false }),
    );
  } finally {
    db.close();
  }
}

describe(`fuzzing every operation through the BFF (seed ${SEED}, ${RUNS} runs)`, () => {
  beforeAll(async () => {
    for (const role of ROLES) sharedSessions.set(role, await freshClient(role));
  });
  afterEach(keepAdminTwoFactorOff);
  afterAll(() => closeAgents());

  it('finds operations in openapi.yaml', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(aliveCheck, 'no parameterless GET for signed-in users to check sessions with').toBeDefined();
  });

  // Every example first, before the generated calls' wrong guesses count against the demo accounts' limits.
  for (const operation of operations) {
    it(`${operation.operationId}: its examples`, async () => {
      const clients = await validClients(operation);
      if (sessionEffect(operation) === 'confirm') {
        // A second factor confirms a pending sign-in, which no role's session is: one of demo-2fa's.
        const [role, client] = [...clients][0]!;
        const opener = operations.find((o) => sessionEffect(o) === 'open');
        expect(opener, 'no operation opens a session (x-session: open)').toBeDefined();
        const code = await pendingSecondFactor(client, opener!);
        await sendValid(operation, role, client, await exampleCall(operation, bffUrl, code));
      } else {
        for (const [role, client] of clients)
          await sendValid(operation, role, client, await exampleCall(operation, bffUrl));
      }
      await standAgain(operation, clients.keys());
    });
  }

  operations.forEach((operation, operationIndex) => {
    it(`${operation.operationId}: valid calls reach the operation`, async () => {
      const clients = await validClients(operation);
      const calls = fc.sample(validCallArbitrary(operation), {
        seed: SEED + operationIndex,
        numRuns: VALID_RUNS,
      });
      const roles = [...clients.keys()];
      for (const [index, call] of calls.entries()) {
        const role = roles[index % roles.length]!;
        await sendValid(operation, role, clients.get(role)!, call);
      }
      await standAgain(operation, roles);

      const answers = validAnswers.get(operation.operationId) ?? [];
      const tally = answers.map((a) => `${a.role} ${a.status}${a.code ? ` ${a.code}` : ''}`).join(', ');
      const succeeded = answers.some((a) => a.status >= 200 && a.status < 300);
      const refusedByItsRules = dependsOnState(operation) && answers.some((a) => ownRefusal(operation, a));
      console.log(
        `${operation.operationId} valid calls: ${succeeded ? 'succeeded' : refusedByItsRules ? 'reached its own rules' : 'FAILED'} (${tally})`,
      );
      expect(
        succeeded || refusedByItsRules,
        dependsOnState(operation)
          ? `no valid call of ${operation.operationId} succeeded or reached a refusal of its own rules: ${tally}`
          : `no valid call of ${operation.operationId} succeeded: ${tally}`,
      ).toBe(true);
    });
  });

  operations.forEach((operation, operationIndex) => {
    ROLES.forEach((role, roleIndex) => {
      it(
        `${operation.operationId} as ${role}`,
        async () => {
          const own = endsOrRotatesSession(operation);
          let client = own ? await freshClient(role) : sharedSessions.get(role)!;
          const seen = new Map<number, number>();
          await fc.assert(
            fc.asyncProperty(requestArbitrary(operation, !examplesNameAccounts(operation)), async (request) => {
              if (own && role !== 'anonymous' && !client.cookies.has(SESSION_COOKIE)) client = await freshClient(role);
              const answer = await client.call(request);
              seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
              const problems = problemWith(operation, role, request, answer);
              if (problems.length) throw new Error(failure(role, request, answer, problems));
            }),
            { seed: SEED + operationIndex * ROLES.length + roleIndex, numRuns: RUNS },
          );
          console.log(
            `${operation.operationId} as ${role}: ${[...seen].map(([status, count]) => `${status}×${count}`).join(' ')}`,
          );
          if (role !== 'anonymous' && !own) {
            // A session the fuzzer lost would quietly turn the remaining runs into anonymous ones.
            const alive = await client.call({ method: 'GET', path: aliveCheck!.path });
            expect(alive.status, `the ${role} session died while fuzzing: ${alive.text}`).toBe(200);
          }
        },
        Math.max(60_000, RUNS * 2_000),
      );
    });
  });

  it("leaves the ledger balanced: every asset's postings sum to zero, no balance below zero", async () => {
    await expectLedgerBalanced(bffUrl, 'the fuzzer');
  });
});
