import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { UserWallets } from '../../../api/generated/model/userWallets.ts';
import { displayDecimals, formatAmount } from '../../../i18n/format.ts';
import { Link } from '../../../ui/link/link.tsx';
import { Cell, Column, Row, Table, TableBody, TableEmpty, TableHeader } from '../../../ui/table/table.tsx';
import * as styles from './admin.css.ts';
import { useLedgerFormat } from './format.ts';
import { memberTransactions, networkNames, walletDetail, walletTotal } from './messages.ts';
import { ErrorState } from '../../../ui/page-state/error-state.tsx';
import { PendingState } from '../../../ui/page-state/pending-state.tsx';
import { userWalletsQueryOptions } from './queries.ts';
import { MemberPicker } from './member-picker.tsx';
import { type WalletDetailSearch } from './search.ts';

/**
 * admin/wallet-detail: a member found by a search and kept by uid (`?uid=KNT-100002`, so the page can be bookmarked), then
 * who they are, their wallets, the total in dollars and a link to their transactions.
 */
export function WalletDetailPage({ search }: { search: WalletDetailSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <div role="search" className={styles.filters}>
        <MemberPicker
          label={intl.formatMessage(walletDetail.member)}
          triggerLabel={intl.formatMessage(walletDetail.memberList)}
          initial={search.uid ?? ''}
          onPick={(uid) => void navigate({ to: '/admin/wallet-detail', search: { uid } })}
          autoFocus={search.uid === undefined}
        />
      </div>
      {search.uid === undefined ? (
        <p className={styles.muted}>{intl.formatMessage(walletDetail.prompt)}</p>
      ) : (
        <MemberWallets uid={search.uid} />
      )}
    </div>
  );
}

function MemberWallets({ uid }: { uid: string }) {
  // A panel under the picker, which stays on screen whatever the member's wallets answer.
  const query = useQuery(userWalletsQueryOptions(uid));
  if (query.isPending) return <PendingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <MemberWalletsView data={query.data} />;
}

function MemberWalletsView({ data }: { data: UserWallets }) {
  const intl = useIntl();
  const format = useLedgerFormat();
  const identityId = useId();
  const walletsId = useId();
  const { user } = data;
  return (
    <>
      <section className={styles.panel} aria-labelledby={identityId}>
        <h2 id={identityId} className={styles.sectionTitle}>
          {intl.formatMessage(walletDetail.identity)}
        </h2>
        <dl className={styles.identity}>
          <dt className={styles.term}>{intl.formatMessage(walletDetail.uidShort)}</dt>
          <dd className={styles.definition}>{user.uid}</dd>
          <dt className={styles.term}>{intl.formatMessage(walletDetail.username)}</dt>
          <dd className={styles.definition}>{user.username}</dd>
          <dt className={styles.term}>{intl.formatMessage(walletDetail.name)}</dt>
          <dd className={styles.definition}>{`${user.first_name} ${user.last_name}`.trim()}</dd>
          <dt className={styles.term}>{intl.formatMessage(walletDetail.email)}</dt>
          <dd className={styles.definition}>{user.email}</dd>
        </dl>
        <Link to="/admin/user/transact/$id" params={{ id: user.username }} search={{ page: 1 }}>
          {intl.formatMessage(memberTransactions, { username: user.username })}
        </Link>
      </section>
      <section className={styles.section} aria-labelledby={walletsId}>
        <h2 id={walletsId} className={styles.sectionTitle}>
          {intl.formatMessage(walletDetail.wallets)}
        </h2>
        <p className={styles.total}>{intl.formatMessage(walletTotal, { total: format.usd(data.total_usd) })}</p>
        <div data-table-box>
          <Table aria-labelledby={walletsId} data-cards-below="wide">
            <TableHeader>
              <Column isRowHeader>{intl.formatMessage(walletDetail.asset)}</Column>
              <Column>{intl.formatMessage(walletDetail.network)}</Column>
              <Column numeric>{intl.formatMessage(walletDetail.balance)}</Column>
              <Column numeric>{intl.formatMessage(walletDetail.held)}</Column>
              <Column numeric>{intl.formatMessage(walletDetail.available)}</Column>
              <Column numeric>{intl.formatMessage(walletDetail.usdPrice)}</Column>
              <Column numeric>{intl.formatMessage(walletDetail.usdValue)}</Column>
            </TableHeader>
            <TableBody
              items={data.items}
              dependencies={[intl.locale]}
              renderEmptyState={() => <TableEmpty>{intl.formatMessage(walletDetail.empty)}</TableEmpty>}
            >
              {(wallet) => (
                <Row id={wallet.id}>
                  <Cell data-label={intl.formatMessage(walletDetail.asset)}>{`${wallet.asset} (${wallet.name})`}</Cell>
                  <Cell data-label={intl.formatMessage(walletDetail.network)}>
                    {intl.formatMessage(networkNames[wallet.network])}
                  </Cell>
                  <Cell data-label={intl.formatMessage(walletDetail.balance)} numeric>
                    <span className={styles.number}>
                      {formatAmount(wallet.balance, displayDecimals(wallet), format.language)}
                    </span>
                  </Cell>
                  <Cell data-label={intl.formatMessage(walletDetail.held)} numeric>
                    <span className={styles.number}>
                      {formatAmount(wallet.held, displayDecimals(wallet), format.language)}
                    </span>
                  </Cell>
                  <Cell data-label={intl.formatMessage(walletDetail.available)} numeric>
                    <span className={styles.number}>
                      {formatAmount(wallet.available, displayDecimals(wallet), format.language)}
                    </span>
                  </Cell>
                  <Cell data-label={intl.formatMessage(walletDetail.usdPrice)} numeric>
                    <span className={styles.number}>{format.price(wallet.usd_price)}</span>
                  </Cell>
                  <Cell data-label={intl.formatMessage(walletDetail.usdValue)} numeric>
                    <span className={styles.number}>{format.usd(wallet.usd_value)}</span>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      </section>
    </>
  );
}
