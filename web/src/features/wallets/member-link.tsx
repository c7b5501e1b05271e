import { Link } from '../../ui/link/link.tsx';
import * as record from '../../ui/money-record/money-record.css.ts';

/**
 * A member's name in an administrator's list of money: it leads to the member's profile, which links
 * on to their transactions and wallets.
 */
export function MemberLink({ member }: { member: { uid: string; username: string } }) {
  return (
    <Link to="/admin/user/profil/$uid" params={{ uid: member.uid }} className={record.nowrap}>
      {member.username}
    </Link>
  );
}
