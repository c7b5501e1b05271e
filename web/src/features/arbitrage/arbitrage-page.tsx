import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { unbroken } from '../../i18n/unbroken.ts';
import { useSubscribeArbitragePack } from '../../api/generated/endpoints/arbitrage/arbitrage.ts';
import { useAssetSettings } from '../../api/assets.ts';
import type { PageSearch } from '../../api/paging.ts';
import type { ArbitragePack } from '../../api/generated/model/arbitragePack.ts';
import { SubscribeArbitragePackBody } from '../../api/generated/zod/arbitrage/arbitrage.zod.ts';
import { USDT_DECIMALS, fromUnits, usdtUnits } from '../../api/decimal.ts';
import { displayDecimals, formatAmount, formatDate, formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import * as layout from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { MoneyActionForm } from '../../ui/money-action/money-action-form.tsx';
import { useMoneyAction } from '../../ui/money-action/use-money-action.ts';
import { Amount } from '../../ui/money-record/amount.tsx';
import { recordFields } from '../../ui/money-record/messages.ts';
import * as record from '../../ui/money-record/money-record.css.ts';
import { RecordOpener } from '../../ui/money-record/record-opener.tsx';
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
  subscribeToText,
  subscribedText,
  subscriptionCount,
} from './messages.ts';
import { activeSubscriptionsQueryOptions, packsQueryOptions, usdtWalletQueryOptions } from './queries.ts';
import { SubscriptionDrawer } from './subscription-drawer.tsx';
import { SubscriptionStatus } from './subscription-status.tsx';
import { endOfTerm } from './term.ts';

/** An amount's figures, with its asset's decimals. */
function useFigures() {
  const { language } = useLanguage();
  const assets = useAssetSettings();
  return (value: string, asset: string) => formatAmount(value, displayDecimals(assets(asset)), language);
}

/**
 * /pack-arbitrage: the packs on offer, a subscription reviewed (the spec's subscription confirmation) then
 * authorized with the transaction password, and the member's active subscriptions.
 */
export function ArbitragePage({ search }: { search: PageSearch }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const figures = useFigures();
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
                    <dd>{`${figures(pack.price, pack.asset)} ${pack.asset}`}</dd>
                    <dt className={styles.term}>{intl.formatMessage(arbitrage.duration)}</dt>
                    <dd>{intl.formatMessage(daysText, { days: pack.duration_days })}</dd>
                    <dt className={styles.term}>{intl.formatMessage(arbitrage.dailyReturn)}</dt>
                    <dd>
                      {intl.formatMessage(dailyReturnText, {
                        percent: formatPercent(pack.daily_return_percent, language),
                        amount: unbroken(`${figures(pack.daily_return, pack.asset)} ${pack.asset}`),
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
  const figures = useFigures();
  const { data: wallets } = useSuspenseQuery(usdtWalletQueryOptions());
  const subscribe = useSubscribeArbitragePack();
  const available = wallets.items.find((wallet) => wallet.asset === pack.asset)?.available ?? '0';
  const missing = usdtUnits(pack.price) - usdtUnits(available);
  const show = (value: string) => `${figures(value, pack.asset)} ${pack.asset}`;

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
  const assets = useAssetSettings();
  const { data } = useSuspenseQuery(activeSubscriptionsQueryOptions(search));
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = data.items.find(({ id }) => id === openId);
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
        // A money list: its references, dates and amounts never wrap, so its columns need the room.
        cardsBelow="widest"
        onRowAction={(key) => setOpenId(String(key))}
        columns={
          <>
            <Column isRowHeader>{label(recordFields.reference)}</Column>
            <Column>{label(arbitrage.pack)}</Column>
            <Column numeric>{label(arbitrage.price)}</Column>
            <Column numeric>{label(arbitrage.dailyReturn)}</Column>
            <Column numeric>{label(arbitrage.returnsPaid)}</Column>
            <Column>{label(arbitrage.startedAt)}</Column>
            <Column>{label(arbitrage.endsAt)}</Column>
            <Column>{label(arbitrage.status)}</Column>
          </>
        }
        items={data.items}
        dependencies={[language, assets]}
        empty={intl.formatMessage(arbitrage.none)}
        pager={{ of: data, label: intl.formatMessage(arbitrage.pages) }}
      >
        {(item) => (
          <Row id={item.id}>
            <Cell data-label={label(recordFields.reference)}>
              <RecordOpener reference={item.reference} onOpen={() => setOpenId(item.id)} />
            </Cell>
            <Cell data-label={label(arbitrage.pack)}>{item.pack_name}</Cell>
            <Cell data-label={label(arbitrage.price)} numeric>
              <Amount value={item.price} asset={item.asset} decimals={displayDecimals(assets(item.asset))} />
            </Cell>
            <Cell data-label={label(arbitrage.dailyReturn)} numeric>
              <span className={record.nowrap}>
                {intl.formatMessage(perDayText, {
                  amount: `${formatAmount(item.daily_return, displayDecimals(assets(item.asset)), language)} ${item.asset}`,
                })}
              </span>
            </Cell>
            <Cell data-label={label(arbitrage.returnsPaid)} numeric>
              <Amount
                value={item.returns_paid}
                asset={item.asset}
                decimals={displayDecimals(assets(item.asset))}
                incoming
              />
            </Cell>
            <Cell data-label={label(arbitrage.startedAt)}>
              <time dateTime={item.started_at} className={record.nowrap}>
                {formatDate(item.started_at, language)}
              </time>
            </Cell>
            <Cell data-label={label(arbitrage.endsAt)}>
              <time dateTime={item.ends_at} className={record.nowrap}>
                {formatDate(item.ends_at, language)}
              </time>
            </Cell>
            <Cell data-label={label(arbitrage.status)}>
              <SubscriptionStatus subscription={item} />
            </Cell>
          </Row>
        )}
      </DataList>
      {opened && (
        <SubscriptionDrawer
          subscription={opened}
          decimals={displayDecimals(assets(opened.asset))}
          onClose={() => setOpenId(null)}
        />
      )}
    </section>
  );
}
