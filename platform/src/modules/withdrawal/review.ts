/** What an administrator checks before deciding a withdrawal request: read-only, nothing moves. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { idOf } from '../../db/ids.ts';
import { notFound } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { formatUnits } from '../../money.ts';
import { memberBalances } from '../../core/ledger/index.ts';
import { findUserById } from '../user/index.ts';
import * as repository from './repository.ts';
import { withdrawalById } from './service.ts';

type Db = Kysely<Database>;

export async function getWithdrawalRequestReview(
  db: Db,
  id: string,
): Promise<components['schemas']['WithdrawalReview']> {
  const numeric = idOf(id);
  const row = numeric === null ? undefined : await repository.findWithdrawalRow(db, numeric);
  if (!row) throw notFound('Withdrawal');
  const userId = Number(row.user_id);
  const [withdrawal, member, balances, use] = await Promise.all([
    withdrawalById(db, row.id),
    findUserById(db, userId),
    memberBalances(db, userId),
    repository.addressUse(db, { id: row.id, userId, network: row.network, address: row.address }),
  ]);
  const decimals = Number(row.decimals);
  const { available, held } = balances.get(row.asset) ?? { available: 0n, held: 0n };
  return {
    withdrawal,
    member: { uid: member!.uid, username: member!.username, kyc: member!.kyc },
    wallet: {
      balance: formatUnits(available + held, decimals),
      held: formatUnits(held, decimals),
      available: formatUnits(available, decimals),
    },
    address_use: { by_member: use.byMember, by_other_members: use.byOtherMembers, first_used_at: use.firstAt },
  };
}
