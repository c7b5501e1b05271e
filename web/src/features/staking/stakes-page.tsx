import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCancelStake } from '../../api/generated/endpoints/staking/staking.ts';
import { useAssetSettings } from '../../api/assets.ts';
import type { Stake } from '../../api/generated/model/stake.ts';
import type { StakePage } from '../../api/generated/model/stakePage.ts';
import { displayDecimals, formatAmount, formatDate, formatPercent } from '../../i18n/format.ts';
import { unbroken } from '../../i18n/unbroken.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { actions, facts, panel, sectionTitle, stack } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { Link } from '../../ui/link/link.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import { RecordOpener } from '../../ui/money-record/record-opener.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import { cancelBody, memberStakes, messages, stakeCount, stakeTitle } from './messages.ts';
import { stakesQueryOptions, userStakesQueryOptions, type StakesSearch, type UserStakesSearch } from './queries.ts';
import { StakeDrawer } from './stake-drawer.tsx';
import { StakeStatus } from './stake-status.tsx';

/** /staking: the member's stakes, newest first, paged through the address, and the way to a new one. */
export function MyStakesPage({ search }: { search: StakesSearch }) {
  const intl = useIntl();
  const { data } = useSuspenseQuery(stakesQueryOptions(search));
  return (
    <div className={stack}>
      <p>
        <Link to="/staking/new">{intl.formatMessage(messages.newStake)}</Link>
      </p>
      <StakeList stakes={data} />
    </div>
  );
}

/** /admin/user/stake/$user_id: one member's stakes, each active one with its cancel. */
export function MemberStakesPage({ uid, search }: { uid: string; search: UserStakesSearch }) {
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
      <StakeList stakes={data} canCancel />
    </div>
  );
}

/** The one list of the app (ui/list) with a stake's card in each row; a card's title opens its drawer. */
function StakeList({ stakes, canCancel = false }: { stakes: StakePage; canCancel?: boolean }) {
  const intl = useIntl();
  const principalOf = usePrincipal();
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = stakes.items.find(({ id }) => id === openId);
  return (
    <>
      <DataList
        label={intl.formatMessage(messages.myStakes)}
        count={intl.formatMessage(stakeCount, { count: stakes.total })}
        columns={<Column isRowHeader>{intl.formatMessage(messages.stake)}</Column>}
        items={stakes.items}
        empty={intl.formatMessage(messages.empty)}
        pager={{ of: stakes, label: intl.formatMessage(messages.stakePages) }}
      >
        {(stake) => (
          <Row id={stake.id} textValue={`${stake.principal} ${stake.asset}`}>
            <Cell>
              <StakeCard stake={stake} canCancel={canCancel} onOpen={() => setOpenId(stake.id)} />
            </Cell>
          </Row>
        )}
      </DataList>
      {opened && (
        // The administrators' list (the one with cancel) finds the stake's transaction in the member's.
        <StakeDrawer stake={opened} {...principalOf(opened)} admin={canCancel} onClose={() => setOpenId(null)} />
      )}
    </>
  );
}

/** A stake's principal as its title and its drawer write it, with the decimals of its asset. */
function usePrincipal() {
  const { language } = useLanguage();
  const assets = useAssetSettings();
  return (stake: Stake) => {
    const decimals = displayDecimals(assets(stake.asset));
    return { decimals, amount: `${formatAmount(stake.principal, decimals, language)} ${stake.asset}` };
  };
}

/** A stake as a row of the list: its title opens the stake's drawer. */
function StakeCard({ stake, canCancel, onOpen }: { stake: Stake; canCancel: boolean; onOpen: () => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { decimals, amount: principal } = usePrincipal()(stake);
  const amount = (value: string) => <Amount value={value} asset={stake.asset} decimals={decimals} />;
  const titleId = `stake-${stake.id}`;
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(messages.targetRate), formatPercent(stake.target_rate, language)],
    [intl.formatMessage(messages.started), unbroken(formatDate(`${stake.start_day}T00:00:00Z`, language))],
    [intl.formatMessage(messages.maturity), unbroken(formatDate(`${stake.maturity_day}T00:00:00Z`, language))],
    [intl.formatMessage(messages.accrued), amount(stake.accrued_rewards)],
    [intl.formatMessage(messages.paid), amount(stake.paid_rewards)],
    [intl.formatMessage(messages.projected), amount(stake.projected_reward)],
  ];
  return (
    <article className={panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={sectionTitle}>
        <RecordOpener
          reference={intl.formatMessage(stakeTitle, { amount: principal, days: stake.duration_days })}
          onOpen={onOpen}
          phrase
        />{' '}
        <StakeStatus stake={stake} />
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
      {canCancel && stake.status === 'active' && <CancelStake stake={stake} amount={principal} />}
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
