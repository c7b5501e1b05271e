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
 * Generic answers allowed beyond the listed ones: only the router's 404 for a path that names no
 * operation (an empty path parameter makes /notification/ out of /notification/{id}). A 400 on an
 * operation that lists none, a 415, a 431... are failures, so the contract has to list what its
 * operations really answer.
 *
 * Fixed seed and GATES_FUZZ_RUNS (25) runs per operation and role by default; `npm run fuzz` runs many
 * more with a random seed, printed first so a failure can be replayed with GATES_FUZZ_SEED.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAgents, type HttpAnswer } from '../lib/http-client.ts';
import { operations, type ContractOperation } from '../lib/contract.ts';
import { answerViolation, listedKey } from '../lib/schemas.ts';
import { requestArbitrary, type FuzzRequest } from './requests.ts';
import {
  BrowserClient,
  expectLedgerBalanced,
  securityHeaderProblems,
  SESSION_COOKIE,
  signIn,
  tokenFieldsOf,
  type Role,
} from './support.ts';

const { bffUrl } = inject('gatesHarness');
const RUNS = Number(process.env.GATES_FUZZ_RUNS || 25);
const SEED =
  process.env.GATES_FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.GATES_FUZZ_SEED || 20_260_101);
// The platform counts sign-in failures per client address: the fuzzer's own keep the other gates' clean.
const FUZZ_ADDRESS = '127.0.0.2';
const ROLES: Role[] = ['anonymous', 'member', 'admin'];

console.log(
  `fuzz: seed ${SEED}, ${RUNS} runs per operation and role (replay: GATES_FUZZ_SEED=${SEED} GATES_FUZZ_RUNS=${RUNS})`,
);

/** Sign-out and renewal end or rotate the session they run on: they get sessions of their own. */
function endsOrRotatesSession(operation: ContractOperation): boolean {
  return operation.security.some((alternative) => alternative.includes('refreshCookie'));
}

/** Rate-limited public operations (sign-in): their examples name the demo accounts, which must not be locked. */
function examplesNameAccounts(operation: ContractOperation): boolean {
  return operation.access === 'public' && operation.statuses.includes('429');
}

function excerpt(text: string | undefined, length = 300): string {
  if (text === undefined) return '(none)';
  return text.length > length ? `${text.slice(0, length)}... (${text.length} characters)` : text;
}

/** Why an answer fails the gate, or undefined. */
function problemWith(operation: ContractOperation, role: Role, request: FuzzRequest, answer: HttpAnswer): string[] {
  const problems: string[] = [];
  const status = answer.status;
  if (status >= 500) problems.push(`a ${status}`);
  const listed = listedKey(operation.statuses, status) !== undefined;
  const routerMiss = status === 404 && /\/\/|\/(\?|$)/.test(request.path);
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

/** A client from the fuzzer's address carrying the cookies of a session signed in from the usual one. */
async function freshClient(role: Role): Promise<BrowserClient> {
  const client = new BrowserClient(bffUrl, FUZZ_ADDRESS);
  if (role !== 'anonymous') {
    const { client: signedIn } = await signIn(bffUrl, role);
    for (const [name, value] of signedIn.cookies) client.cookies.set(name, value);
  }
  return client;
}

/** A GET any signed-in user may call without parameters: proof a session is still alive. */
const aliveCheck = operations.find(
  (o) => o.method === 'GET' && o.access === 'member' && !o.path.includes('{') && !endsOrRotatesSession(o),
);

describe(`fuzzing every operation through the BFF (seed ${SEED}, ${RUNS} runs)`, () => {
  beforeAll(async () => {
    for (const role of ROLES) sharedSessions.set(role, await freshClient(role));
  });
  afterAll(() => closeAgents());

  it('finds operations in openapi.yaml', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(aliveCheck, 'no parameterless GET for signed-in users to check sessions with').toBeDefined();
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
              if (problems.length) {
                throw new Error(
                  `${role} ${request.method} /account/api${excerpt(request.path, 200)} body ${excerpt(request.body)}\n` +
                    `-> ${answer.status} ${excerpt(answer.text)}\n` +
                    problems.map((p) => `  - ${p}`).join('\n'),
                );
              }
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
