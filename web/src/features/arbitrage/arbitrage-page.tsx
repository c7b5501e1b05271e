import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSubscribeArbitragePack } from '../../api/generated/endpoints/arbitrage/arbitrage.ts';
import type { PageSearch } from '../../api/paging.ts';
import type { ArbitragePack } from '../../api/generated/model/arbitragePack.ts';
import { SubscribeArbitragePackBody } from '../../api/generated/zod/arbitrage/arbitrage.zod.ts';
import { USDT_DECIMALS, fromUnits, usdtUnits } from '../../api/decimal.ts';
import { formatDate, formatPercent, formatUsdt } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import * as layout from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { MoneyActionForm } from '../../ui/money-action/money-action-form.tsx';
import { useMoneyAction } from '../../ui/money-action/use-money-action.ts';
import { Amount } from '../../ui/money-record/amount.tsx';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { errorBox, errorMessage } from '../../ui/page/page.css.ts';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import * as styles from './arbitrage.css.ts';
import {
  arbitrage,
  dailyReturnText,
  daysText,
  insufficientText,
  lockedText,
  perDayText,
  statusNames,
  subscribeToText,
  subscribedText,
  subscriptionCount,
} from './messages.ts';
import { activeSubscriptionsQueryOptions, packsQueryOptions, usdtWalletQueryOptions } from './queries.ts';
import { endOfTerm } from './term.ts';

function useUsdt() {
  const { language } = useLanguage();
  return (value: string) => formatUsdt(value, language);
}

/**
 * /pack-arbitrage: the packs on offer, a subscription reviewed (the spec's subscription confirmation) then
 * authorized with the transaction password, and the member's active subscriptions.
 */
export function ArbitragePage({ search }: { search: PageSearch }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const usdt = useUsdt();
  const { data: packs } = useSuspenseQuery(packsQueryOptions());
  const [chosen, setChosen] = useState<ArbitragePack | null>(null);
  const titleId = useId();
  return (
    <div className={layout.page}>
      <section className={layout.stack} aria-labelledby={titleId}>
        <h2 id={titleId} className={layout.sectionTitle}>
          {intl.formatMessage(arbitrage.packs)}
        </h2>
        {packs.items.length === 0 ? (
          <p className={layout.muted}>{intl.formatMessage(arbitrage.noPack)}</p>
        ) : (
          <ul className={styles.packs}>
            {packs.items.map((pack) => (
              <li key={pack.id}>
                <article className={layout.panel} aria-labelledby={`pack-${pack.id}`}>
                  <h3 id={`pack-${pack.id}`} className={styles.packName}>
                    {pack.name}
                  </h3>
                  <dl className={styles.cardFacts}>
                    <dt className={styles.term}>{intl.formatMessage(arbitrage.price)}</dt>
                    <dd>{`${usdt(pack.price)} ${pack.asset}`}</dd>
                    <dt className={styles.term}>{intl.formatMessage(arbitrage.duration)}</dt>
                    <dd>{intl.formatMessage(daysText, { days: pack.duration_days })}</dd>
                    <dt className={styles.term}>{intl.formatMessage(arbitrage.dailyReturn)}</dt>
                    <dd>
                      {intl.formatMessage(dailyReturnText, {
                        percent: formatPercent(pack.daily_return_percent, language),
                        amount: `${usdt(pack.daily_return)} ${pack.asset}`,
                      })}
                    </dd>
                  </dl>
                  <div className={layout.actions}>
                    <Button
                      aria-label={intl.formatMessage(subscribeToText, { name: pack.name })}
                      onPress={() => setChosen(pack)}
                    >
                      {intl.formatMessage(arbitrage.subscribe)}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      {chosen && <SubscribeForm key={chosen.id} pack={chosen} onClose={() => setChosen(null)} />}
      <Subscriptions search={search} />
    </div>
  );
}

/** The review of the pack (what is locked, until when, what it pays), then the transaction password. */
function SubscribeForm({ pack, onClose }: { pack: ArbitragePack; onClose: () => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const usdt = useUsdt();
  const { data: wallets } = useSuspenseQuery(usdtWalletQueryOptions());
  const subscribe = useSubscribeArbitragePack();
  const available = wallets.items.find((wallet) => wallet.asset === pack.asset)?.available ?? '0';
  const missing = usdtUnits(pack.price) - usdtUnits(available);
  const show = (value: string) => `${usdt(value)} ${pack.asset}`;

  const { action } = useMoneyAction({
    initial: {},
    schema: SubscribeArbitragePackBody,
    mutation: subscribe,
    variables: (data) => ({ id: pack.id, data }),
    successText: () => intl.formatMessage(subscribedText, { name: pack.name }),
    onSuccess: onClose,
    onCancel: onClose,
  });

  return (
    <MoneyActionForm
      action={action}
      className={styles.formWidth}
      title={intl.formatMessage(arbitrage.reviewTitle)}
      note={intl.formatMessage(arbitrage.reviewNote)}
      lines={[
        { term: intl.formatMessage(arbitrage.pack), value: pack.name },
        { term: intl.formatMessage(arbitrage.price), value: show(pack.price) },
        {
          term: intl.formatMessage(arbitrage.duration),
          value: intl.formatMessage(daysText, { days: pack.duration_days }),
        },
        {
          term: intl.formatMessage(arbitrage.dailyReturn),
          value: intl.formatMessage(dailyReturnText, {
            percent: formatPercent(pack.daily_return_percent, language),
            amount: show(pack.daily_return),
          }),
        },
        {
          term: intl.formatMessage(arbitrage.totalReturns),
          value: show(fromUnits(usdtUnits(pack.daily_return) * BigInt(pack.duration_days), USDT_DECIMALS)),
        },
        {
          term: intl.formatMessage(arbitrage.locked),
          value: intl.formatMessage(lockedText, {
            amount: show(pack.price),
            date: formatDate(endOfTerm(new Date(), pack.duration_days), language),
          }),
        },
        { term: intl.formatMessage(arbitrage.available), value: show(available) },
      ]}
      details={
        <>
          <p className={layout.muted}>{intl.formatMessage(arbitrage.targetNote)}</p>
          {missing > 0n && (
            <p role="alert" className={errorBox}>
              <span className={errorMessage}>
                {intl.formatMessage(insufficientText, { amount: show(fromUnits(missing, USDT_DECIMALS)) })}
              </span>
            </p>
          )}
        </>
      }
      intro={intl.formatMessage(arbitrage.authorize)}
      submitLabel={intl.formatMessage(arbitrage.submit)}
      backLabel={intl.formatMessage(arbitrage.back)}
      isBlocked={missing > 0n}
    />
  );
}

function Subscriptions({ search }: { search: PageSearch }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const usdt = useUsdt();
  const { data } = useSuspenseQuery(activeSubscriptionsQueryOptions(search));
  const label = (message: MessageDescriptor) => intl.formatMessage(message);
  const titleId = useId();
  return (
    <section className={layout.stack} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.sectionTitle}>
        {intl.formatMessage(arbitrage.mine)}
      </h2>
      <DataList
        label={intl.formatMessage(arbitrage.table)}
        count={intl.formatMessage(subscriptionCount, { total: data.total })}
        cardsBelow="medium"
        columns={
          <>
            <Column isRowHeader>{label(arbitrage.pack)}</Column>
            <Column numeric>{label(arbitrage.price)}</Column>
            <Column numeric>{label(arbitrage.dailyReturn)}</Column>
            <Column numeric>{label(arbitrage.returnsPaid)}</Column>
            <Column>{label(arbitrage.startedAt)}</Column>
            <Column>{label(arbitrage.endsAt)}</Column>
            <Column>{label(arbitrage.status)}</Column>
          </>
        }
        items={data.items}
        dependencies={[language]}
        empty={intl.formatMessage(arbitrage.none)}
        pager={{ of: data, label: intl.formatMessage(arbitrage.pages) }}
      >
        {(item) => (
          <Row id={item.id}>
            <Cell data-label={label(arbitrage.pack)}>{item.pack_name}</Cell>
            <Cell data-label={label(arbitrage.price)} numeric>
              <Amount value={usdt(item.price)} unit={item.asset} />
            </Cell>
            <Cell data-label={label(arbitrage.dailyReturn)} numeric>
              {intl.formatMessage(perDayText, { amount: `${usdt(item.daily_return)} ${item.asset}` })}
            </Cell>
            <Cell data-label={label(arbitrage.returnsPaid)} numeric>
              <Amount value={usdt(item.returns_paid)} unit={item.asset} incoming />
            </Cell>
            <Cell data-label={label(arbitrage.startedAt)}>{formatDate(item.started_at, language)}</Cell>
            <Cell data-label={label(arbitrage.endsAt)}>{formatDate(item.ends_at, language)}</Cell>
            <Cell data-label={label(arbitrage.status)}>
              <StatusPill status={item.status} tone={item.status === 'active' ? 'done' : 'neutral'}>
                {intl.formatMessage(statusNames[item.status])}
              </StatusPill>
            </Cell>
          </Row>
        )}
      </DataList>
    </section>
  );
}
