import { Link } from '../../ui/link/link.tsx';
import * as record from '../../ui/money-record/money-record.css.ts';

/** A member's name in an administrator's list of money: it leads to the member. */
export function MemberLink({ username }: { username: string }) {
  return (
    <Link to="/admin/user/transact/$id" params={{ id: username }} search={{ page: 1 }} className={record.nowrap}>
      {username}
    </Link>
  );
}
