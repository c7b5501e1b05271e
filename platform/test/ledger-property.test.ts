/**
 * Random sequences of deposits, quoted swaps, withdrawal requests, approvals (one or two administrators) and
 * rejections across a few members, through the API. After every step the books balance, and each member's
 * wallets show what a model of the rules, computed here independently, expects.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import {
  createMember,
  expectLedgerBalanced,
  idempotencyKey,
  randomHash,
  TRON_ADDRESS,
  TX_PASSWORD,
  wallets,
} from './ledger-helpers.ts';

const MEMBERS = 3;
const USDT = 1_000_000n;
const FEE = USDT; // The seeded USDT withdrawal fee: 1 USDT.
const SECOND_APPROVAL_CENTS = 1_000_000n;
const DAILY_LIMIT_CENTS = 5_000_000n;

type Step =
  | { kind: 'deposit'; member: number; units: bigint }
  | { kind: 'swap'; member: number; toKnt: boolean; units: bigint }
  | { kind: 'withdraw'; member: number; units: bigint }
  | { kind: 'approve'; pick: number; admin: number }
  | { kind: 'reject'; pick: number };

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), member, units: fc.bigInt({ min: 1n, max: 15_000n * USDT }) }),
  fc.record({
    kind: fc.constant('swap' as const),
    member,
    toKnt: fc.boolean(),
    units: fc.bigInt({ min: 10n * USDT, max: 5_000n * USDT }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    member,
    units: fc.bigInt({ min: 20n * USDT, max: 12_000n * USDT }),
  }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat(), admin: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }),
);

interface Pending {
  id: string;
  member: number;
  total: bigint;
  secondApproval: boolean;
  firstApprover: number | null;
}

const formatUsdt = (units: bigint) => `${units / USDT}.${String(units % USDT).padStart(6, '0')}`;
const formatKnt = (units: bigint) => `${units / 100_000_000n}.${String(units % 100_000_000n).padStart(8, '0')}`;

describe('the ledger under random operations', () => {
  let t: TestApp;
  let admins: Record<string, string>[];
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    const second = await createMember(t.db, { admin: true });
    admins = [await bearer(t.app, t.db, 'demo-admin'), await bearer(t.app, t.db, second.username)];
  });
  afterAll(async () => {
    await t.close();
  });

  async function post(app: FastifyInstance, headers: Record<string, string>, url: string, payload: object) {
    return app.inject({ method: 'POST', url, headers: { ...headers, ...idempotencyKey() }, payload });
  }

  it('keeps the books balanced and every wallet as the model expects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const people = await Promise.all(Array.from({ length: MEMBERS }, () => createMember(t.db)));
        const headers = await Promise.all(people.map((person) => bearer(t.app, t.db, person.username)));
        const usdt = people.map(() => ({ available: 0n, held: 0n }));
        const knt = people.map(() => 0n);
        const requestedCents = people.map(() => 0n);
        let pending: Pending[] = [];

        for (const current of steps) {
          if (current.kind === 'deposit') {
            const res = await post(t.app, admins[0]!, '/admin/deposits', {
              username: people[current.member]!.username,
              asset: 'USDT',
              amount: formatUsdt(current.units),
              tx_hash: randomHash(),
              confirmations: 12,
            });
            expect(res.statusCode, res.body).toBe(201);
            usdt[current.member]!.available += current.units;
          } else if (current.kind === 'swap') {
            const from = current.toKnt ? 'USDT' : 'KNT';
            // KNT amounts are in its own 8 decimals: the same number of whole units, twice as many tokens.
            const amount = current.toKnt ? formatUsdt(current.units) : formatKnt(current.units * 100n);
            const quote = await t.app.inject({
              method: 'POST',
              url: '/wallets/swap-quotes',
              headers: headers[current.member]!,
              payload: { from, to: current.toKnt ? 'KNT' : 'USDT', amount },
            });
            expect(quote.statusCode, quote.body).toBe(201);
            const res = await post(t.app, headers[current.member]!, '/wallets/swaps', { quote_id: quote.json().id });
            const given = current.toKnt ? current.units : current.units * 100n;
            const fee = (given * 50n) / 10_000n;
            const available = current.toKnt ? usdt[current.member]!.available : knt[current.member]!;
            if (available < given) {
              expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
              continue;
            }
            expect(res.statusCode, res.body).toBe(201);
            if (current.toKnt) {
              usdt[current.member]!.available -= given;
              knt[current.member]! += (given - fee) * 200n;
            } else {
              knt[current.member]! -= given;
              usdt[current.member]!.available += (given - fee) / 200n;
            }
          } else if (current.kind === 'withdraw') {
            const res = await post(t.app, headers[current.member]!, '/wallets/withdrawals', {
              asset: 'USDT',
              address: TRON_ADDRESS,
              amount: formatUsdt(current.units),
              transaction_password: TX_PASSWORD,
            });
            const cents = current.units / 10_000n;
            const total = current.units + FEE;
            if (requestedCents[current.member]! + cents > DAILY_LIMIT_CENTS) {
              expect(res.json().code).toBe('DAILY_LIMIT_EXCEEDED');
            } else if (usdt[current.member]!.available < total) {
              expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
            } else {
              expect(res.statusCode, res.body).toBe(201);
              expect(res.json().needs_second_approval).toBe(cents > SECOND_APPROVAL_CENTS);
              usdt[current.member]!.available -= total;
              usdt[current.member]!.held += total;
              requestedCents[current.member]! += cents;
              pending.push({
                id: res.json().id,
                member: current.member,
                total,
                secondApproval: cents > SECOND_APPROVAL_CENTS,
                firstApprover: null,
              });
            }
          } else if (pending.length > 0) {
            const target = pending[current.pick % pending.length]!;
            if (current.kind === 'reject') {
              const res = await post(t.app, admins[0]!, `/admin/withdrawals/${target.id}/reject`, {
                reason: 'Not today.',
              });
              expect(res.json().status).toBe('rejected');
              usdt[target.member]!.held -= target.total;
              usdt[target.member]!.available += target.total;
              requestedCents[target.member]! -= (target.total - FEE) / 10_000n;
              pending = pending.filter((item) => item !== target);
            } else {
              const res = await post(t.app, admins[current.admin]!, `/admin/withdrawals/${target.id}/approve`, {
                tx_hash: randomHash(),
              });
              if (target.secondApproval && target.firstApprover === null) {
                expect(res.json().status).toBe('awaiting_second_approval');
                target.firstApprover = current.admin;
              } else if (target.secondApproval && target.firstApprover === current.admin) {
                expect(res.json().code).toBe('SECOND_APPROVER_REQUIRED');
              } else {
                expect(res.json().status).toBe('sent');
                usdt[target.member]!.held -= target.total;
                pending = pending.filter((item) => item !== target);
              }
            }
          }
          await expectLedgerBalanced(t.db);
          for (const [index, view] of (await Promise.all(headers.map((h) => wallets(t.app, h)))).entries()) {
            expect(view.USDT).toMatchObject({
              available: formatUsdt(usdt[index]!.available),
              held: formatUsdt(usdt[index]!.held),
            });
            expect(view.KNT!.available).toBe(formatKnt(knt[index]!));
          }
        }
      }),
      { seed: 20_261_120, numRuns: 12, endOnFailure: true },
    );
  });
});
