/**
 * The authorization matrix, read from the contract: each operation's `x-access` (public | member |
 * admin) and `x-owner`, called with the request built from its examples, as anonymous, demo-member and
 * demo-admin, through the BFF and at the platform itself (with the bearer token the BFF would send):
 *   - anonymous gets 401 on every operation that is not public;
 *   - a member gets 403 on an admin operation, and what it may call succeeds;
 *   - an administrator's calls succeed;
 *   - an operation whose outcome depends on state the example cannot set up (`x-stateful`: a quote, a
 *     pending request; or a rate limit that the other gates' calls may have reached) succeeds too, after
 *     its set-up (authorization-setups.ts) made that state, for accounts of this run's where it must;
 *   - x-owner: a member naming a resource of demo-admin's (an id from demo-admin's own list) gets 404,
 *     and a member's list holds none of demo-admin's (for a CSV export: none of the `id` column's values);
 *     one without an id (the caller's profile, photo, verification) changes the caller's and no other's;
 *   - the matrix runs on exactly the operations of openapi.yaml, less the health probes.
 * Header parameters go with their examples, with one Idempotency-Key per operation and role, so that the
 * platform call after the BFF call of a money movement is a replay of it, not a second movement.
 * The matrix is printed as a table at the end, and the ledger must still balance after it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { acceptFor, liveHeaders, operations, type ContractOperation } from '../lib/contract.ts';
import { csvColumn } from '../lib/csv.ts';
import { closeAgents, send, type HttpAnswer } from '../lib/http-client.ts';
import { answerViolation, listedKey, mediaTypeOf, operationSchemas } from '../lib/schemas.ts';
import {
  platformSignIn as platformSignInAs,
  type Account,
  type PlatformSession,
  type Side,
} from './authorization-accounts.ts';
import { matrixSetups, type Arranged } from './authorization-setups.ts';
import { encode } from './requests.ts';
import {
  asksStepUp,
  BrowserClient,
  DEMO_PASSWORD,
  expectLedgerBalanced,
  LOGIN,
  securityHeaderProblems,
  signIn,
  tokenFieldsOf,
  type Role,
} from './support.ts';

const { bffUrl, platformUrl } = inject('gatesHarness');
type SignedIn = Exclude<Role, 'anonymous'>;
/** Every method a path item of OpenAPI 3.1 may hold an operation under. */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** What the matrix runs on: every operation lib/contract.ts reads from openapi.yaml. */
const MATRIX = operations;

const COLUMNS = [
  'anonymous BFF',
  'member BFF',
  'admin BFF',
  'anonymous platform',
  'member platform',
  'admin platform',
  "member on another's BFF",
  "member on another's platform",
] as const;
type Column = (typeof COLUMNS)[number];
const table = new Map<string, Partial<Record<Column, string>>>();

const bffSessions = {} as Record<SignedIn, BrowserClient>;
const platformSessions = {} as Record<SignedIn, PlatformSession>;

function endsOrRotatesSession(operation: ContractOperation): boolean {
  return operation.security.some((alternative) => alternative.includes('refreshCookie'));
}

async function platformSignIn(role: SignedIn): Promise<PlatformSession> {
  const answer = await send({
    method: 'POST',
    url: `${platformUrl}/auth/sign-in`,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ login: LOGIN[role], password: DEMO_PASSWORD }),
  });
  const token = (JSON.parse(answer.text) as { token?: string }).token;
  if (answer.status !== 200 || !token)
    throw new Error(`platform sign-in of ${LOGIN[role]}: ${answer.status} ${answer.text}`);
  const refreshCookie = answer.setCookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('refresh_token='));
  return { token, refreshCookie };
}

interface Call {
  method: string;
  path: string;
  body: string | Buffer | undefined;
  headers: Record<string, string>;
}

/** Unique to this run, so a key of a previous run on a kept database is never met again. */
const RUN = randomUUID().slice(0, 8);
const SIDES: readonly Side[] = ['BFF', 'platform'];
const { setups, callerOnly, owners, listOwners, secondAdmin } = matrixSetups({
  bffUrl,
  platformUrl,
  run: RUN,
  demo: (role) => bffSessions[role],
});

/**
 * The call built from the operation's examples, as `role` sends it. `allQueries: false` keeps only the
 * required query parameters: an owner's whole list, not the examples' filters, which may match nothing.
 */
function exampleCall(
  operation: ContractOperation,
  role: Role,
  pathParams?: string[],
  { allQueries = true }: { allQueries?: boolean } = {},
): Call {
  const request = operation.exampleRequest();
  let index = 0;
  const path = pathParams ? operation.path.replace(/\{[^}]+\}/g, () => encode(pathParams[index++]!)) : request.path;
  const required = new Set(
    operationSchemas(operation)
      .queryParams.filter((p) => p.required)
      .map((p) => p.name),
  );
  const queryValues = Object.entries(request.query ?? {}).filter(([name]) => allQueries || required.has(name));
  const query = queryValues.length ? `?${new URLSearchParams(queryValues)}` : '';
  return {
    method: operation.method,
    path: path + query,
    // An upload goes as multipart/form-data with a small real image (the example's parts).
    body: request.upload ? request.upload.bytes : request.body === undefined ? undefined : JSON.stringify(request.body),
    headers: {
      accept: acceptFor(operation),
      ...liveHeaders(request, `matrix-${RUN}-${operation.operationId}-${role}`),
      ...(request.upload && { 'content-type': request.upload.contentType }),
    },
  };
}

/**
 * The call of a set-up's arrangement: the example's, with the path parameters and body it gave. Its
 * Idempotency-Key is the role's for the operation, so the platform side replays the BFF side's movement.
 */
function arrangedCall(operation: ContractOperation, role: Role, arranged: Arranged): Call {
  const call = exampleCall(operation, role, arranged.params);
  return arranged.body === undefined ? call : { ...call, body: JSON.stringify(arranged.body) };
}

/**
 * Through the BFF, on a copy of the role's cookies (or of the account's a set-up named): a sign-in in the
 * matrix must not replace the session.
 */
async function viaBff(role: Role, operation: ContractOperation, call: Call, as?: Account): Promise<HttpAnswer> {
  let client = new BrowserClient(bffUrl);
  if (as) {
    for (const [name, value] of as.bff.cookies) client.cookies.set(name, value);
    client.credentials = as.bff.credentials;
  } else if (role !== 'anonymous') {
    if (endsOrRotatesSession(operation)) client = (await signIn(bffUrl, role)).client;
    else {
      for (const [name, value] of bffSessions[role].cookies) client.cookies.set(name, value);
      client.credentials = bffSessions[role].credentials;
    }
  }
  const answer = await client.call(call);
  const tokens = tokenFieldsOf(answer);
  expect(tokens, `${operation.operationId} as ${role} through the BFF: token fields reached the browser`).toEqual([]);
  expect(securityHeaderProblems(answer), `${operation.operationId} as ${role}: security headers`).toEqual([]);
  return answer;
}

async function atPlatform(role: Role, operation: ContractOperation, call: Call, as?: Account): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.body !== undefined) headers['content-type'] ??= 'application/json';
  const sendCall = () => send({ method: call.method, url: `${platformUrl}${call.path}`, headers, body: call.body });
  if (role === 'anonymous') return sendCall();
  const session = as
    ? await as.platform()
    : endsOrRotatesSession(operation)
      ? await platformSignIn(role)
      : platformSessions[role];
  headers.authorization = `Bearer ${session.token}`;
  if (session.refreshCookie) headers.cookie = session.refreshCookie;
  const answer = await sendCall();
  if (!asksStepUp(answer)) return answer;
  // As the BFF's client does: the password again, or a new sign-in when another gate locked its checks.
  const password = as ? as.password : DEMO_PASSWORD;
  const stepped = await send({
    method: 'POST',
    url: `${platformUrl}/auth/step-up`,
    headers: { authorization: headers.authorization, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (stepped.status !== 200) {
    const fresh = as ? await platformSignInAs(platformUrl, as.username, password) : await platformSignIn(role);
    headers.authorization = `Bearer ${fresh.token}`;
  }
  return sendCall();
}

function record(operation: ContractOperation, column: Column, answer: HttpAnswer): void {
  const row = table.get(operation.operationId) ?? {};
  row[column] = String(answer.status);
  table.set(operation.operationId, row);
}

/** The listed, on-schema answer every cell must be, whatever its status. */
function expectOnContract(operation: ContractOperation, column: Column, answer: HttpAnswer): void {
  expect(
    answerViolation(operation, answer.status, answer.text, answer.headers['content-type']),
    `${operation.operationId}, ${column}: ${answer.text}`,
  ).toBeUndefined();
}

type Expected = 'success' | number | 'listed';

function expectCell(operation: ContractOperation, column: Column, answer: HttpAnswer, expected: Expected): void {
  record(operation, column, answer);
  const where = `${operation.operationId} (${operation.access}), ${column}: ${answer.text.slice(0, 300)}`;
  if (expected === 'success') expect(answer.status, where).toBeGreaterThanOrEqual(200);
  if (expected === 'success') expect(answer.status, where).toBeLessThan(300);
  if (typeof expected === 'number') expect(answer.status, where).toBe(expected);
  expect(listedKey(operation.statuses, answer.status), `${where}: status not listed`).toBeDefined();
  expectOnContract(operation, column, answer);
}

/**
 * Whether the operation's answer to an allowed caller depends on more than the example: state another call
 * creates (x-stateful), or a rate limit (a signed-in operation listing 429) that the fuzzer, sharing the demo
 * accounts, may have reached first. Such an operation needs a set-up in authorization-setups.ts.
 */
function dependsOnState(operation: ContractOperation): boolean {
  return operation.stateful || (operation.access !== 'public' && operation.statuses.includes('429'));
}

/** Whether the operation takes an Idempotency-Key: one per intended movement of money. */
function movesMoney(operation: ContractOperation): boolean {
  return operationSchemas(operation).headerParams.some((p) => p.name.toLowerCase() === 'idempotency-key');
}

/** What a role may expect from an operation called with its examples, after its set-up if it has one. */
function expectation(operation: ContractOperation, role: Role): Expected {
  if (operation.access === 'public') return 'listed';
  if (role === 'anonymous') return 401;
  if (role === 'member' && operation.access === 'admin') return 403;
  return 'success';
}

/**
 * For /things/{id} with a GET /things: the ids of the things a role's own list answers; undefined when there
 * is no such list, or the role may not read it (a member, an administrators' list: the example id serves).
 */
async function ownIds(role: SignedIn, operation: ContractOperation): Promise<string[] | undefined> {
  const match = /^(.*)\/\{([^}/]+)\}$/.exec(operation.path);
  if (!match) return undefined;
  const list = operations.find((o) => o.method === 'GET' && o.path === match[1]);
  if (!list || (list.access === 'admin' && role !== 'admin')) return undefined;
  return listIds(role, list, match[2]!);
}

/**
 * The id to call an operation on among a role's own: the example's when the role has it (a PUT of the
 * example's body then replaces that very thing with what it already is), else the first.
 */
function liveId(operation: ContractOperation, ids: string[]): string {
  const example = operation.exampleRequest().pathParams[0];
  return example !== undefined && ids.includes(example) ? example : ids[0]!;
}

/** The ids in a role's (or an account's) whole list (a JSON list's items, or a CSV export's `id` column). */
async function listIds(role: SignedIn, list: ContractOperation, field = 'id', as?: Account): Promise<string[]> {
  const answer = await viaBff(role, list, exampleCall(list, role, undefined, { allQueries: false }), as);
  expect(answer.status, `${list.operationId} as ${as?.username ?? role}: ${answer.text}`).toBe(200);
  if (mediaTypeOf(answer.headers['content-type']) === 'text/csv') return csvColumn(answer.text, field);
  const body = JSON.parse(answer.text) as unknown;
  const items = (Array.isArray(body) ? body : (body as { items?: unknown[] }).items) ?? [];
  return items.map((item) => String((item as Record<string, unknown>)[field] ?? (item as { id?: unknown }).id));
}

/**
 * An x-owner operation without an id acts on the caller's own: a member of this run's calls it on each side,
 * which must change what it reads back of its own and leave another member's as it was.
 */
async function expectCallerOnly(operation: ContractOperation): Promise<void> {
  const check = callerOnly[operation.operationId];
  if (!check)
    throw new Error(
      `${operation.operationId} is x-owner with no id in its path: give it a caller-only check in authorization-setups.ts`,
    );
  const [caller, other] = await owners();
  for (const side of SIDES) {
    const arranged = await check.arrange(caller, side);
    const [callersBefore, othersBefore] = [await check.read(caller), await check.read(other)];
    const call = arrangedCall(operation, 'member', arranged);
    const answer =
      side === 'BFF'
        ? await viaBff('member', operation, call, caller)
        : await atPlatform('member', operation, call, caller);
    const column = side === 'BFF' ? "member on another's BFF" : "member on another's platform";
    expectCell(operation, column, answer, 'success');
    expect(await check.read(other), `${operation.operationId} on the ${side}: another member's changed`).toEqual(
      othersBefore,
    );
    expect(
      await check.read(caller),
      `${operation.operationId} on the ${side}: the caller's own is unchanged`,
    ).not.toEqual(callersBefore);
    const row = table.get(operation.operationId)!;
    row[column] = `${answer.status}, own only`;
  }
}

async function signInShared(role: SignedIn): Promise<void> {
  bffSessions[role] = (await signIn(bffUrl, role)).client;
  platformSessions[role] = await platformSignIn(role);
}

describe('authorization matrix from x-access and x-owner', () => {
  beforeAll(async () => {
    for (const role of ['member', 'admin'] as const) await signInShared(role);
  });

  afterAll(() => {
    closeAgents();
    const width = Math.max(...MATRIX.map((o) => o.operationId.length)) + 2;
    const lines = [
      `${'operation'.padEnd(width)}${'access'.padEnd(8)}${COLUMNS.map((c) => c.padEnd(c.length + 2)).join('')}`,
      ...MATRIX.map((o) => {
        const row = table.get(o.operationId) ?? {};
        const access = `${o.access}${o.owner ? '*' : ''}`;
        return `${o.operationId.padEnd(width)}${access.padEnd(8)}${COLUMNS.map((c) => (row[c] ?? '-').padEnd(c.length + 2)).join('')}`;
      }),
      '(* x-owner; - not applicable)',
    ];
    console.log(`authorization matrix (operation x caller -> status)\n${lines.join('\n')}`);
  });

  it('runs on exactly the operations of openapi.yaml, less the health probes', () => {
    // Read apart from lib/contract.ts, so that an operation it drops or invents shows here.
    const document = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'), {
      maxAliasCount: -1,
    }) as { paths: Record<string, Record<string, { operationId?: string; 'x-probe'?: boolean } | undefined>> };
    const declared: string[] = [];
    const probes: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      expect(item.$ref, `${path}: a path item by $ref is not read here`).toBeUndefined();
      for (const method of HTTP_METHODS) {
        const declaredOperation = item[method];
        if (!declaredOperation) continue;
        const name = `${method.toUpperCase()} ${path} ${declaredOperation.operationId}`;
        (declaredOperation['x-probe'] === true ? probes : declared).push(name);
      }
    }
    expect(probes.length, 'openapi.yaml declares no health probe').toBeGreaterThan(0);
    expect(MATRIX.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort()).toEqual(declared.sort());
  });

  for (const operation of MATRIX) {
    it(`${operation.operationId} (${operation.access}${operation.owner ? ', x-owner' : ''})`, async () => {
      // A call that may end the role's other sign-ins leaves the next call sessions that still stand.
      const standing = async (...roles: Role[]) => {
        if (!operation.signsOutOthers) return;
        for (const role of roles) if (role !== 'anonymous') await signInShared(role);
      };
      for (const role of ['anonymous', 'member', 'admin'] as const) {
        const expected = expectation(operation, role);
        // An allowed caller of an operation that needs state gets it from the operation's set-up, on each side.
        const allowed = role !== 'anonymous' && expected === 'success' ? role : undefined;
        const setup = allowed && setups[operation.operationId];
        if (allowed && dependsOnState(operation) && !setup)
          throw new Error(
            `${operation.operationId} needs state its example cannot make (x-stateful, or a limit it lists 429 for): ` +
              'give it a set-up in authorization-setups.ts that makes its success reachable',
          );
        let call: Call | undefined;
        let as: Account | undefined;
        for (const side of SIDES) {
          await standing(role);
          // A money movement is arranged once: its platform call replays the BFF's, with the same key.
          if (allowed && setup && (side === 'BFF' || !movesMoney(operation))) {
            const arranged = await setup(allowed, side);
            call = arrangedCall(operation, role, arranged);
            as = arranged.as;
          } else if (!call) {
            const ids = role === 'anonymous' ? undefined : await ownIds(role, operation);
            if (ids !== undefined && ids.length === 0)
              throw new Error(`the ${role} owns nothing to call ${operation.operationId} on`);
            call = exampleCall(operation, role, ids && [liveId(operation, ids)]);
          }
          const answer =
            side === 'BFF' ? await viaBff(role, operation, call!, as) : await atPlatform(role, operation, call!, as);
          expectCell(operation, `${role} ${side}`, answer, expected);
          // A change that waits for a second administrator (202) is approved by one, so that the example takes
          // effect as a single administrator's change did before four eyes, and the next calls see it.
          if (role === 'admin' && answer.status === 202)
            await (
              await secondAdmin()
            ).ok('approveAdminRequest', { params: [(JSON.parse(answer.text) as { id: string }).id] });
        }
      }
      await standing('member', 'admin');
      if (!operation.owner) return;
      const othersIds = await ownIds('admin', operation);
      if (othersIds !== undefined) {
        const membersIds = (await ownIds('member', operation)) ?? [];
        const foreign = othersIds.find((id) => !membersIds.includes(id));
        expect(foreign, `demo-admin owns nothing demo-member does not, for ${operation.operationId}`).toBeDefined();
        const call = exampleCall(operation, 'member', [foreign!]);
        expectCell(operation, "member on another's BFF", await viaBff('member', operation, call), 404);
        await standing('member');
        expectCell(operation, "member on another's platform", await atPlatform('member', operation, call), 404);
      } else if (operation.method === 'GET') {
        // A list of one's own things: a member's holds none of the administrator's, nor of the account of
        // this run's that a set-up made own one when demo-admin's may be empty.
        const owner = listOwners[operation.operationId];
        const admins = [
          ...(await listIds('admin', operation)),
          ...(owner ? await listIds('admin', operation, 'id', await owner()) : []),
        ];
        const members = await listIds('member', operation);
        expect(admins.length, `no other member has any ${operation.operationId} to compare with`).toBeGreaterThan(0);
        const leaked = members.filter((id) => admins.includes(id));
        expect(leaked, `${operation.operationId}: demo-member sees demo-admin's items`).toEqual([]);
        const row = table.get(operation.operationId) ?? {};
        row["member on another's BFF"] = leaked.length ? `sees ${leaked.length}` : 'none seen';
        table.set(operation.operationId, row);
      } else {
        await expectCallerOnly(operation);
      }
    });
  }

  it("leaves the ledger balanced: every asset's postings sum to zero, no balance below zero", async () => {
    await expectLedgerBalanced(bffUrl, 'the authorization matrix');
  });
});
