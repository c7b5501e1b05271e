/** The kyc_sessions, kyc_steps and kyc_documents tables: the only place that knows their columns. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, KycDocumentsTable, KycSessionsTable, KycStatus, KycStepsTable } from '../../db/database.ts';

type Db = Kysely<Database>;
export type KycSessionRow = Selectable<KycSessionsTable>;
export type KycStepRow = Selectable<KycStepsTable>;
export type KycDocumentRow = Selectable<KycDocumentsTable>;

export async function latestSession(db: Db, userId: number): Promise<KycSessionRow | undefined> {
  return db
    .selectFrom('kyc_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function stepsOf(db: Db, sessionId: number): Promise<KycStepRow[]> {
  return db.selectFrom('kyc_steps').selectAll().where('kyc_session_id', '=', sessionId).orderBy('position').execute();
}

export async function insertSession(
  db: Db,
  session: Omit<KycSessionRow, 'id'>,
  steps: readonly KycStepRow['name'][],
): Promise<KycSessionRow> {
  const row = await db.insertInto('kyc_sessions').values(session).returningAll().executeTakeFirstOrThrow();
  await db
    .insertInto('kyc_steps')
    .values(
      steps.map((name, position) => ({
        kyc_session_id: row.id,
        name,
        position,
        status: 'not_sent' as const,
        reason: null,
        submitted_at: null,
        reviewed_at: null,
        reviewed_by_id: null,
      })),
    )
    .execute();
  return row;
}

/** Steps with their session and member, as a review shows them. */
function reviewRows(db: Db) {
  return db
    .selectFrom('kyc_steps')
    .innerJoin('kyc_sessions', 'kyc_sessions.id', 'kyc_steps.kyc_session_id')
    .innerJoin('users', 'users.id', 'kyc_sessions.user_id')
    .selectAll('kyc_steps')
    .select([
      'kyc_sessions.user_id',
      'kyc_sessions.session_id as provider_session_id',
      'kyc_sessions.type',
      'kyc_sessions.info',
      'kyc_sessions.status as session_status',
      'users.uid',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.country',
      'users.kyc as user_kyc',
    ]);
}

export async function findStep(db: Db, stepId: number) {
  return reviewRows(db).where('kyc_steps.id', '=', stepId).executeTakeFirst();
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findStep>>>;

/** The steps waiting for a review, the longest waiting first. */
export function submittedSteps(db: Db) {
  return reviewRows(db)
    .where('kyc_steps.status', '=', 'submitted')
    .orderBy('kyc_steps.submitted_at')
    .orderBy('kyc_steps.id');
}

export async function countSubmittedSteps(db: Db): Promise<number> {
  const row = await db
    .selectFrom('kyc_steps')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The documents of the step's latest sending. */
export async function currentDocuments(db: Db, stepId: number): Promise<KycDocumentRow[]> {
  const rows = await db
    .selectFrom('kyc_documents')
    .selectAll()
    .where('kyc_step_id', '=', stepId)
    .orderBy('id')
    .execute();
  const latest = Math.max(0, ...rows.map((row) => row.submission));
  return rows.filter((row) => row.submission === latest);
}

export async function findDocument(db: Db, id: number): Promise<KycDocumentRow | undefined> {
  return db.selectFrom('kyc_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countSubmissions(db: Db, stepId: number): Promise<number> {
  const row = await db
    .selectFrom('kyc_documents')
    .select((eb) => eb.fn.max<number>('submission').as('latest'))
    .where('kyc_step_id', '=', stepId)
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/** The user's own status, which follows their session under way (the user module writes it). */
export async function userKyc(db: Db, userId: number): Promise<{ kyc: KycStatus | null } | undefined> {
  return db.selectFrom('users').select('kyc').where('id', '=', userId).executeTakeFirst();
}

/** Marks the step sent unless it has left `from` meanwhile: of two sendings at once, one wins. */
export async function markStepSubmitted(
  db: Db,
  stepId: number,
  from: readonly KycStepRow['status'][],
  at: string,
): Promise<boolean> {
  const sent = await db
    .updateTable('kyc_steps')
    .set({ status: 'submitted', reason: null, submitted_at: at, reviewed_at: null, reviewed_by_id: null })
    .where('id', '=', stepId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return sent.numUpdatedRows !== 0n;
}

export async function insertDocument(db: Db, document: Insertable<KycDocumentsTable>): Promise<void> {
  await db.insertInto('kyc_documents').values(document).execute();
}

export async function touchSession(db: Db, sessionId: number, at: string): Promise<void> {
  await db.updateTable('kyc_sessions').set({ updated_at: at }).where('id', '=', sessionId).execute();
}

/** Records an administrator's decision on a step still waiting for it; false when it is not. */
export async function decideStep(
  db: Db,
  stepId: number,
  decision: Pick<KycStepRow, 'status' | 'reason' | 'reviewed_at' | 'reviewed_by_id'>,
): Promise<boolean> {
  const decided = await db
    .updateTable('kyc_steps')
    .set(decision)
    .where('id', '=', stepId)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return decided.numUpdatedRows !== 0n;
}

export async function setSessionStatus(db: Db, sessionId: number, status: KycStatus, at: string): Promise<void> {
  await db.updateTable('kyc_sessions').set({ status, updated_at: at }).where('id', '=', sessionId).execute();
}

/** Approves the steps at these positions at once, as a review would have (the demo accounts' sessions). */
export async function approveSteps(db: Db, sessionId: number, positions: readonly number[], at: string): Promise<void> {
  await db
    .updateTable('kyc_steps')
    .set({ status: 'approved', submitted_at: at, reviewed_at: at })
    .where('kyc_session_id', '=', sessionId)
    .where('position', 'in', positions)
    .execute();
}
