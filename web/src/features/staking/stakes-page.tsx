import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCancelStake } from '../../api/generated/endpoints/staking/staking.ts';
import type { Stake } from '../../api/generated/model/stake.ts';
import { formatDate, formatNumber, formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { actions, facts, muted, panel, plainList, sectionTitle, stack } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { Link } from '../../ui/link/link.tsx';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { Pager } from '../../ui/pager/pager.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import { cancelBody, memberStakes, messages, stakeTitle, statusNames } from './messages.ts';
import { stakesQueryOptions, userStakesQueryOptions, type StakesSearch, type UserStakesSearch } from './queries.ts';

/** A page of a list goes to the address; the route keeps the other values there. */
type OnPage = (page: number) => void;

/** /staking: the member's stakes, newest first, and the way to a new one. */
export function MyStakesPage({ search, onPage }: { search: StakesSearch; onPage: OnPage }) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(stakesQueryOptions(search));
  return (
    <div className={stack}>
      <p>
        <Link to="/staking/new">{intl.formatMessage(messages.newStake)}</Link>
      </p>
      <StakeList
        stakes={data.items}
        pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
        page={search.page ?? 1}
        onPage={onPage}
      />
    </div>
  );
}

/** /admin/user/stake/$user_id: one member's stakes, each active one with its cancel. */
export function MemberStakesPage({ uid, search, onPage }: { uid: string; search: UserStakesSearch; onPage: OnPage }) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(userStakesQueryOptions(uid, search));
  return (
    <div className={stack}>
      <h2 className={sectionTitle}>
        {intl.formatMessage(memberStakes, {
          name: `${data.user.first_name} ${data.user.last_name}`,
          uid: data.user.uid,
        })}
      </h2>
      <StakeList
        stakes={data.items}
        pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
        page={search.page ?? 1}
        onPage={onPage}
        canCancel
      />
    </div>
  );
}

function StakeList({
  stakes,
  page,
  pages,
  onPage,
  canCancel = false,
}: {
  stakes: Stake[];
  page: number;
  pages: number;
  onPage: (page: number) => void;
  canCancel?: boolean;
}) {
  const intl = useIntl();
  if (stakes.length === 0) return <p className={muted}>{intl.formatMessage(messages.empty)}</p>;
  return (
    <>
      <ul className={plainList} aria-label={intl.formatMessage(messages.myStakes)}>
        {stakes.map((stake) => (
          <li key={stake.id}>
            <StakeCard stake={stake} canCancel={canCancel} />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onChange={onPage} label={intl.formatMessage(messages.pages)} />
    </>
  );
}

function StakeCard({ stake, canCancel }: { stake: Stake; canCancel: boolean }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const decimals = stake.principal.split('.')[1]?.length ?? 0;
  const amount = (value: string) => `${formatNumber(value, language, decimals)} ${stake.asset}`;
  const titleId = `stake-${stake.id}`;
  const rows: [string, string][] = [
    [intl.formatMessage(messages.targetRate), formatPercent(stake.target_rate, language)],
    [intl.formatMessage(messages.started), formatDate(`${stake.start_day}T00:00:00Z`, language)],
    [intl.formatMessage(messages.maturity), formatDate(`${stake.maturity_day}T00:00:00Z`, language)],
    [intl.formatMessage(messages.accrued), amount(stake.accrued_rewards)],
    [intl.formatMessage(messages.paid), amount(stake.paid_rewards)],
    [intl.formatMessage(messages.projected), amount(stake.projected_reward)],
  ];
  return (
    <article className={panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={sectionTitle}>
        {intl.formatMessage(stakeTitle, { amount: amount(stake.principal), days: stake.duration_days })}{' '}
        <StatusPill
          status={stake.status === 'active' ? 'pending' : stake.status === 'matured' ? 'completed' : 'cancelled'}
        >
          {intl.formatMessage(statusNames[stake.status])}
        </StatusPill>
      </h3>
      <label>
        {intl.formatMessage(messages.progress)} {formatPercent(stake.progress, language)}{' '}
        <progress max={100} value={stake.progress} />
      </label>
      <dl className={facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {canCancel && stake.status === 'active' && <CancelStake stake={stake} amount={amount(stake.principal)} />}
    </article>
  );
}

function CancelStake({ stake, amount }: { stake: Stake; amount: string }) {
  const intl = useIntl();
  const cancel = useCancelStake();
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    setAsking(false);
    cancel
      .mutateAsync({ id: stake.id })
      .then(() => showSuccessToast(intl.formatMessage(messages.cancelled)))
      .catch((error: unknown) => showErrorToast(errorText(intl, error)));
  };
  return (
    <div className={actions}>
      <Button variant="secondary" onPress={() => setAsking(true)} isPending={cancel.isPending}>
        {intl.formatMessage(messages.cancel)}
      </Button>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage(messages.cancelTitle)}
          confirmLabel={intl.formatMessage(messages.cancel)}
          cancelLabel={intl.formatMessage(messages.keep)}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
          isDanger
        >
          <p>{intl.formatMessage(cancelBody, { amount })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
