/**
 * Step-up: a sensitive administrator operation needs the password or a two-factor code entered within minutes in
 * the calling sign-in, not just a session (a device left signed in, a stolen cookie). Signing in counts as one;
 * `stepUp` records another. Wrong proofs are counted like every in-session check (limited-check.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { HttpError, unauthorized } from '../../../errors.ts';
import type { components } from '../../../generated/api.ts';
import type { CurrentUser } from '../../../plugins/current-user.ts';
import { findUserById } from '../../user/index.ts';
import { badRequest, type AuthContext } from '../context.ts';
import { requireLoginPassword } from '../limited-check.ts';
import { findSteppedUpAt, setSteppedUpAt } from '../repository.ts';
import { acceptSignedInCode, notEnabled, wrongCode } from '../two-factor/two-factor-settings.ts';

/** Long enough for a few decisions in a row, short enough that an unattended session soon loses the power. */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;

/** The sign-in a sensitive operation is called from. */
export interface StepUpCaller {
  id: number;
  session: string;
}

const stepUpRequired = (): HttpError =>
  new HttpError(403, 'Enter your password or a two-factor code again to do this.', 'STEP_UP_REQUIRED');

/**
 * Refuses (403 STEP_UP_REQUIRED) unless the caller's sign-in entered the password or a code within the window.
 * `db` is the caller's transaction where there is one, so the check and the change read the same database.
 */
export async function requireRecentStepUp(
  db: Kysely<Database>,
  caller: { id: number | null; session?: string },
  now: Date,
): Promise<void> {
  // The seed acts without a sign-in: it never gets this far, and anything else without one is refused.
  if (caller.id === null || caller.session === undefined) throw stepUpRequired();
  const at = await findSteppedUpAt(db, caller.id, caller.session);
  if (at === null || now.getTime() - new Date(at).getTime() > STEP_UP_WINDOW_MS) throw stepUpRequired();
}

type StepUpRequest = components['schemas']['StepUpRequest'];

export async function stepUp(
  context: AuthContext,
  caller: CurrentUser,
  proof: StepUpRequest,
): Promise<components['schemas']['StepUp']> {
  const { db, config } = context;
  const user = await findUserById(db, caller.id);
  if (!user) throw unauthorized();
  const now = config.now();
  if (proof.password !== undefined) {
    await requireLoginPassword({ db, kind: context.kind, now }, user, proof.password);
  } else if (proof.code !== undefined) {
    if (!user.totp_secret) throw notEnabled();
    if (!(await acceptSignedInCode(context, user, proof.code, { recovery: true }))) throw wrongCode();
  } else throw badRequest([{ field: 'body', message: 'Give the password or a two-factor code' }]);
  await setSteppedUpAt(db, caller.id, caller.session, now.toISOString());
  return {
    stepped_up_at: now.toISOString(),
    valid_until: new Date(now.getTime() + STEP_UP_WINDOW_MS).toISOString(),
  };
}
