/**
 * Identity verification. A member starts a session as a person or an enterprise, sends a document per step,
 * and administrators approve or reject each step. The session's status, and the user's `kyc` with it, follow
 * the steps: the first approved is `half_verified` ('Verified N°1'), all approved `verified`.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { nowIso, type Database, type KycStatus, type KycStepName } from '../../db/database.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { HttpError, invalidField, notFound, ownAccount, unauthorized } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import type { CurrentUser } from '../../plugins/current-user.ts';
import { audit } from '../audit/index.ts';
import { getConfiguration } from '../configuration/index.ts';
import { insertNotifications } from '../notification/index.ts';
import { startKyc, updateAccount } from '../user/index.ts';
import { readStoredFile, receiveFile, removeStoredFile, storeFile, uploadLimitOf } from '../../core/upload/index.ts';
import { countWithinLimit } from '../auth/index.ts';
import { identityProvider } from './provider.ts';
import * as repository from './repository.ts';

type Schemas = components['schemas'];
export type KycSession = Schemas['KycSession'];
export type KycReview = Schemas['KycReview'];

const alreadyStarted = (): HttpError =>
  new HttpError(409, 'A verification is already under way or done.', 'KYC_ALREADY_STARTED');
const stepLocked = (): HttpError =>
  new HttpError(409, 'This step is waiting for review or already approved.', 'KYC_STEP_LOCKED');
const notSubmitted = (): HttpError =>
  new HttpError(409, 'This step is not waiting for review.', 'KYC_STEP_NOT_SUBMITTED');

/** The numeric id of a path parameter, or a 404: ids beyond 2^53 name no row. */
function rowId(id: string, what: string): number {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) throw notFound(what);
  return numeric;
}

function parseInfo(text: string): Schemas['KycInfo'] {
  return JSON.parse(text) as Schemas['KycInfo'];
}

/** What the steps make of a session: every step approved, the first one approved, or neither. */
export function sessionStatus(steps: readonly { position: number; status: string }[]): KycStatus {
  if (steps.length > 0 && steps.every((step) => step.status === 'approved')) return 'verified';
  const first = steps.find((step) => step.position === 0);
  return first?.status === 'approved' ? 'half_verified' : 'initiated';
}

async function sessionResponse(db: Kysely<Database>, row: repository.KycSessionRow): Promise<KycSession> {
  const steps = await repository.stepsOf(db, row.id);
  return {
    id: String(row.id),
    session_id: row.session_id,
    type: row.type,
    status: row.status,
    info: parseInfo(row.info),
    steps: steps.map((step) => ({
      id: String(step.id),
      name: step.name,
      status: step.status,
      reason: step.reason,
      submitted_at: step.submitted_at,
      reviewed_at: step.reviewed_at,
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function getKycSession(db: Kysely<Database>, userId: number): Promise<Schemas['KycOverview']> {
  const user = await repository.userKyc(db, userId);
  if (!user) throw unauthorized();
  const session = await repository.latestSession(db, userId);
  return { kyc: user.kyc, session: session ? await sessionResponse(db, session) : null };
}

export async function startKycSession(
  db: Kysely<Database>,
  user: CurrentUser,
  input: Schemas['KycStartRequest'],
  now: Date,
): Promise<KycSession> {
  const configuration = await getConfiguration(db, 'kyc');
  if (input.type === 'enterprise' && !configuration.enterprise_allowed)
    throw new HttpError(422, 'Verification as an enterprise is not offered.', 'KYC_ENTERPRISE_NOT_ALLOWED');
  if (input.type === 'enterprise' && !input.company_name?.trim())
    throw invalidField('company_name', 'The company name is required to be verified as an enterprise.');
  const provider = identityProvider(configuration.provider);
  const opened = await provider.openSession({ type: input.type, uid: user.uid });
  const at = nowIso(now);
  const info: Schemas['KycInfo'] = {
    provider: provider.name,
    ...(input.type === 'enterprise' && { company_name: input.company_name!.trim() }),
  };
  const row = await db.transaction().execute(async (trx) => {
    // One session under way per member, even for two requests at once: the first to claim `kyc` wins.
    if (!(await startKyc(trx, user.id))) throw alreadyStarted();
    return repository.insertSession(
      trx,
      {
        user_id: user.id,
        session_id: opened.sessionId,
        provider: provider.name,
        type: input.type,
        status: 'initiated',
        info: JSON.stringify(info),
        created_at: at,
        updated_at: at,
      },
      provider.steps(input.type),
    );
  });
  return sessionResponse(db, row);
}

/** The member's session under way: the latest, as long as an administrator has not cleared the user's `kyc`. */
async function currentSession(db: Kysely<Database>, userId: number): Promise<repository.KycSessionRow> {
  const user = await repository.userKyc(db, userId);
  const session = await repository.latestSession(db, userId);
  if (!user?.kyc || !session) throw notFound('Verification session');
  return session;
}

const SENDABLE = ['not_sent', 'rejected'] as const;

/**
 * Checks the step can be sent, counts the upload against the member's limit, reads and checks the document in
 * memory (an image re-encoded), then writes it and marks the step sent in one transaction; a refused document
 * writes nothing, a lost race removes the file it wrote.
 */
export async function submitKycStep(
  request: FastifyRequest,
  db: Kysely<Database>,
  uploadsDir: string,
  user: CurrentUser,
  stepName: KycStepName,
  now: Date,
): Promise<KycSession> {
  const session = await currentSession(db, user.id);
  const step = (await repository.stepsOf(db, session.id)).find((candidate) => candidate.name === stepName);
  if (!step) throw notFound('Verification step');
  if (!SENDABLE.includes(step.status as (typeof SENDABLE)[number])) throw stepLocked();
  const provider = identityProvider(session.provider);
  await countWithinLimit(db, request.server.dbKind, uploadLimitOf(user.id), now);
  const file = await receiveFile(request, provider.documentRule);
  const key = await storeFile(uploadsDir, 'kyc', file);
  const at = nowIso(now);
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await repository.markStepSubmitted(trx, step.id, SENDABLE, at))) throw stepLocked();
      const submission = (await repository.countSubmissions(trx, step.id)) + 1;
      await repository.insertDocument(trx, {
        kyc_step_id: step.id,
        storage_key: key,
        media_type: file.mediaType,
        size: file.bytes.length,
        submission,
        created_at: at,
      });
      await repository.touchSession(trx, session.id, at);
    });
  } catch (error) {
    await removeStoredFile(uploadsDir, key);
    throw error;
  }
  return sessionResponse(db, session);
}

async function reviewResponse(db: Kysely<Database>, row: repository.ReviewRow): Promise<KycReview> {
  const documents = await repository.currentDocuments(db, row.id);
  return {
    id: String(row.id),
    step: row.name,
    status: row.status,
    reason: row.reason,
    submitted_at: row.submitted_at,
    reviewed_at: row.reviewed_at,
    session_id: row.provider_session_id,
    type: row.type,
    info: parseInfo(row.info),
    member: {
      uid: row.uid,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      country: row.country,
    },
    documents: documents.map((document) => ({
      id: String(document.id),
      media_type: document.media_type as KycReview['documents'][number]['media_type'],
      size: document.size,
      created_at: document.created_at,
    })),
  };
}

export async function listKycReviews(db: Kysely<Database>, query: PageRequest): Promise<Schemas['KycReviewPage']> {
  return paginate(repository.submittedSteps(db), query, (rows) =>
    Promise.all(rows.map((row) => reviewResponse(db, row))),
  );
}

export async function getKycDocument(
  db: Kysely<Database>,
  uploadsDir: string,
  id: string,
): Promise<{ bytes: Buffer; mediaType: string; name: string }> {
  const document = await repository.findDocument(db, rowId(id, 'Document'));
  const bytes = document ? await readStoredFile(uploadsDir, document.storage_key) : undefined;
  if (!document || !bytes) throw notFound('Document');
  return { bytes, mediaType: document.media_type, name: `document-${document.id}` };
}

const STEP_TITLES: Record<KycStepName, string> = {
  identity: 'pièce d’identité',
  address: 'justificatif de domicile',
  company: 'immatriculation de la société',
};

export type KycDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * An administrator's decision on a step waiting for review, in one transaction with its effects: the step, the
 * session's status, the user's `kyc` (when it is their session under way), the audit row and the notification.
 */
export async function decideKycStep(
  db: Kysely<Database>,
  admin: CurrentUser,
  id: string,
  decision: KycDecision,
  now: Date,
): Promise<KycReview> {
  const stepId = rowId(id, 'Verification step');
  const at = nowIso(now);
  await db.transaction().execute(async (trx) => {
    const before = await repository.findStep(trx, stepId);
    if (!before) throw notFound('Verification step');
    if (before.user_id === admin.id) throw ownAccount();
    const status = decision.kind === 'approve' ? 'approved' : 'rejected';
    const reason = decision.kind === 'reject' ? decision.reason.trim() : null;
    if (!(await repository.decideStep(trx, stepId, { status, reason, reviewed_at: at, reviewed_by_id: admin.id })))
      throw notSubmitted();

    const steps = await repository.stepsOf(trx, before.kyc_session_id);
    const newStatus = sessionStatus(steps);
    await repository.setSessionStatus(trx, before.kyc_session_id, newStatus, at);
    const latest = await repository.latestSession(trx, before.user_id);
    const followsUser = latest?.id === before.kyc_session_id && before.user_kyc !== null;
    if (followsUser) await updateAccount(trx, before.user_id, { kyc: newStatus });

    await audit(trx, {
      actor: { id: admin.id, username: admin.username },
      action: decision.kind === 'approve' ? 'kyc.approve' : 'kyc.reject',
      subject: `${before.uid} ${before.name}`,
      at,
      before: { step: before.name, status: before.status, reason: before.reason, kyc: before.user_kyc },
      after: { step: before.name, status, reason, kyc: followsUser ? newStatus : before.user_kyc },
    });
    const what = STEP_TITLES[before.name];
    await insertNotifications(trx, [
      {
        user_id: before.user_id,
        title:
          decision.kind === 'approve'
            ? 'Vérification d’identité : étape validée'
            : 'Vérification d’identité : étape refusée',
        description:
          decision.kind === 'approve'
            ? `Votre ${what} a été validé(e).`
            : `Votre ${what} a été refusé(e) : ${reason}. Vous pouvez l’envoyer de nouveau.`,
        is_seen: 0,
        created_at: at,
        updated_at: at,
      },
    ]);
  });
  const row = await repository.findStep(db, stepId);
  return reviewResponse(db, row!);
}

/**
 * The session behind a status set without one (the demo accounts): a person's, with its steps approved as far
 * as the status says, so the member sees where they stand and can go on.
 */
export async function recordReviewedSession(
  db: Kysely<Database>,
  userId: number,
  status: KycStatus,
  at: string,
): Promise<void> {
  const provider = identityProvider('manual');
  const opened = await provider.openSession({ type: 'user', uid: String(userId) });
  const session = await repository.insertSession(
    db,
    {
      user_id: userId,
      session_id: opened.sessionId,
      provider: provider.name,
      type: 'user',
      status,
      info: JSON.stringify({ provider: provider.name }),
      created_at: at,
      updated_at: at,
    },
    provider.steps('user'),
  );
  const approved = status === 'verified' ? [0, 1] : status === 'half_verified' ? [0] : [];
  if (approved.length === 0) return;
  await repository.approveSteps(db, session.id, approved, at);
}
