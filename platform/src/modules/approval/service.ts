/**
 * Four eyes: a change to admin powers, or one that weakens a money control, is proposed by one administrator and
 * applied only when another approves it. The module that owns the change says what it replaces now and how to
 * apply it (a `RequestKind`); this one keeps the requests, decides them and audits every step. Approving applies
 * the change in the transaction of the decision, after checking that what it replaces is still what the proposer
 * saw, so a change made meanwhile is never overwritten unseen.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import { nowIso, type Database } from '../../db/database.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { audit, type Actor } from '../audit/index.ts';
import { requireRecentStepUp, type StepUpCaller } from '../auth/index.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
export type AdminRequest = Schemas['AdminRequest'];
export type AdminRequestKind = Schemas['AdminRequestKind'];
type Document = Record<string, unknown>;

/** What the owner of a change tells the approvals about it. */
export interface RequestKind {
  /** What the change would replace now, in the shape the proposal recorded; undefined when the subject is gone. */
  current(trx: Kysely<Database>, subject: string, kind: DialectKind): Promise<object | undefined>;
  /**
   * Applies `after` and audits it as the change's own action: its proposer as the actor who initiated it, the
   * approver (`context.admin`) as its second approver.
   */
  apply(
    trx: Kysely<Database>,
    request: { subject: string; after: object; proposer: Actor },
    context: Decision,
  ): Promise<void>;
}

/** Every kind of request the contract names, each with its owner's way of applying it. */
export type RequestKinds = { [K in AdminRequestKind]: RequestKind };

export interface Decision {
  db: Kysely<Database>;
  kind: DialectKind;
  admin: Actor & StepUpCaller;
  now: Date;
}

/** What a change answers: applied now, or waiting for a second administrator. */
export type Outcome<T> = { applied: T } | { pending: AdminRequest };

const parsed = (document: string): Document => JSON.parse(document) as Document;

function toAdminRequest(row: repository.AdminRequestRow): AdminRequest {
  return {
    id: String(row.id),
    kind: row.kind as AdminRequestKind,
    subject: row.subject,
    before: parsed(row.before_document),
    after: parsed(row.after_document),
    status: row.status,
    proposed_by: row.proposed_by,
    proposed_at: row.proposed_at,
    decided_by: row.decided_by,
    decided_at: row.decided_at,
    reason: row.reason,
  };
}

/**
 * Records a change for a second administrator, inside the proposer's transaction (which read `before`), and
 * audits the proposal. Answers the pending request.
 */
export async function propose(
  trx: Kysely<Database>,
  proposal: {
    kind: AdminRequestKind;
    subject: string;
    before: object;
    after: object;
    proposer: Actor & StepUpCaller;
    now: Date;
  },
): Promise<{ pending: AdminRequest }> {
  const { proposer } = proposal;
  // Every proposal weakens a control or changes admin powers: the proposer proves it is still them.
  await requireRecentStepUp(trx, proposer, proposal.now);
  const at = nowIso(proposal.now);
  const request = toAdminRequest(
    await repository.insertRequest(trx, {
      kind: proposal.kind,
      subject: proposal.subject,
      before_document: JSON.stringify(proposal.before),
      after_document: JSON.stringify(proposal.after),
      status: 'pending',
      proposed_by_id: proposer.id,
      proposed_by: proposer.username,
      proposed_at: at,
    }),
  );
  await audit(trx, {
    actor: proposer,
    action: 'request.propose',
    subject: proposal.subject,
    at,
    before: null,
    after: request,
  });
  return { pending: request };
}

export async function listAdminRequests(
  db: Kysely<Database>,
  query: PageRequest & { status?: AdminRequest['status'] },
): Promise<Schemas['AdminRequestPage']> {
  return paginate(repository.requestRows(db, query.status), query, (rows) => rows.map(toAdminRequest));
}

const notPending = () => new HttpError(409, 'This request is no longer pending.', 'ADMIN_REQUEST_NOT_PENDING');
const stale = () =>
  new HttpError(
    409,
    'What this request changes was changed since it was proposed; propose it again.',
    'ADMIN_REQUEST_STALE',
  );
const ownRequest = () =>
  new HttpError(422, 'This is your own request. Another administrator must decide it.', 'OWN_ADMIN_REQUEST');
const notProposer = () =>
  new HttpError(422, 'Only the administrator who proposed this request may cancel it.', 'NOT_ADMIN_REQUEST_PROPOSER');

type Verdict =
  { status: 'approved'; kinds: RequestKinds } | { status: 'rejected'; reason: string } | { status: 'cancelled' };

const ACTIONS = { approved: 'request.approve', rejected: 'request.reject', cancelled: 'request.cancel' } as const;

/** Decides a pending request in one transaction: its status, the change when approved, and the trail. */
async function decide(context: Decision, requestId: string, verdict: Verdict): Promise<AdminRequest> {
  const { db, kind, admin, now } = context;
  const deciderId = admin.id;
  return db.transaction().execute(async (trx) => {
    const row = await repository.findRequestForUpdate(trx, Number(requestId), kind);
    if (!row) throw notFound('Request');
    if (row.status !== 'pending') throw notPending();
    const own = row.proposed_by_id === deciderId;
    // Its proposer only cancels it; anyone else only decides it.
    if (verdict.status === 'cancelled') {
      if (!own) throw notProposer();
    } else if (own) throw ownRequest();
    const before = toAdminRequest(row);
    if (verdict.status === 'approved') {
      await requireRecentStepUp(trx, admin, now);
      const owner = verdict.kinds[before.kind];
      const current = await owner.current(trx, row.subject, kind);
      if (current === undefined || !isDeepStrictEqual(current, before.before)) throw stale();
      const proposer = { id: Number(row.proposed_by_id), username: row.proposed_by };
      await owner.apply(trx, { subject: row.subject, after: before.after, proposer }, { ...context, db: trx });
    }
    const at = nowIso(now);
    const after = toAdminRequest(
      await repository.setDecision(trx, row.id, {
        status: verdict.status,
        decided_by_id: deciderId,
        decided_by: admin.username,
        decided_at: at,
        reason: verdict.status === 'rejected' ? verdict.reason : null,
      }),
    );
    await audit(trx, {
      actor: admin,
      action: ACTIONS[verdict.status],
      subject: row.subject,
      at,
      before,
      after,
    });
    return after;
  });
}

export const approve = (context: Decision, kinds: RequestKinds, id: string) =>
  decide(context, id, { status: 'approved', kinds });

export const reject = (context: Decision, id: string, reason: string) =>
  decide(context, id, { status: 'rejected', reason });

export const cancel = (context: Decision, id: string) => decide(context, id, { status: 'cancelled' });
