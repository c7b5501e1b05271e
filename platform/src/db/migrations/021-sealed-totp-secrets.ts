import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isSealed, totpSecretBox } from '../../core/secret-box.ts';

interface MigrationTables {
  users: { id: number; totp_secret: string | null };
  two_factor_setups: { user_id: number; secret: string };
}

/**
 * Rewrites every stored TOTP secret, the members' and the pending setups', through `change`. Without the key
 * nothing can be rewritten, which matters only when there is something to rewrite (a fresh database has not).
 */
async function rewriteSecrets(
  db: Kysely<unknown>,
  totpKey: string | undefined,
  change: (box: ReturnType<typeof totpSecretBox>, stored: string) => string,
): Promise<void> {
  const tables = db as Kysely<MigrationTables>;
  const members = await tables
    .selectFrom('users')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .execute();
  const setups = await tables.selectFrom('two_factor_setups').select(['user_id', 'secret']).execute();
  if (members.length === 0 && setups.length === 0) return;
  if (totpKey === undefined) throw new Error('TOTP secrets are stored: their migration needs TOTP_KEY');
  const box = totpSecretBox(totpKey);
  for (const member of members)
    await tables
      .updateTable('users')
      .set({ totp_secret: change(box, member.totp_secret!) })
      .where('id', '=', member.id)
      .execute();
  for (const setup of setups)
    await tables
      .updateTable('two_factor_setups')
      .set({ secret: change(box, setup.secret) })
      .where('user_id', '=', setup.user_id)
      .execute();
}

/**
 * TOTP secrets were stored as the base32 text an authenticator app reads (issue 31): a copy of the database gave
 * every member's second factor away. They are sealed with TOTP_KEY now (core/secret-box.ts), and opened only to
 * check a code.
 */
export function sealedTotpSecretsMigration(totpKey: string | undefined): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await rewriteSecrets(db, totpKey, (box, stored) => (isSealed(stored) ? stored : box.seal(stored)));
    },
    async down(db: Kysely<unknown>) {
      await rewriteSecrets(db, totpKey, (box, stored) => (isSealed(stored) ? box.open(stored) : stored));
    },
  };
}
