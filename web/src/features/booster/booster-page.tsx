import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useBuyBoosterPack,
  useUpgradeBoosterPack,
  type BuyBoosterPackMutationVariables,
} from '../../api/generated/endpoints/booster/booster.ts';
import type { BoosterOrder } from '../../api/generated/model/boosterOrder.ts';
import type { BoosterPack } from '../../api/generated/model/boosterPack.ts';
import type { BoosterPaymentRequest } from '../../api/generated/model/boosterPaymentRequest.ts';
import type { BoosterTier } from '../../api/generated/model/boosterTier.ts';
import { BuyBoosterPackBody } from '../../api/generated/zod/booster/booster.zod.ts';
import { useAssetSettings } from '../../api/assets.ts';
import { USDT_DECIMALS, fromUnits, usdtUnits } from '../../api/decimal.ts';
import type { PageSearch } from '../../api/paging.ts';
import { displayDecimals, formatAmount, formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { sectionTitle, muted, actions, panel, stack } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { MoneyActionForm } from '../../ui/money-action/money-action-form.tsx';
import { useMoneyAction } from '../../ui/money-action/use-money-action.ts';
import { Link } from '../../ui/link/link.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import * as styles from './booster.css.ts';
import { StatusPill } from '../../ui/money-record/status-pill.tsx';
import { pack as messages, packText } from './messages.ts';
import { OrderList } from './order-list.tsx';
import { myOrdersQueryOptions, myPackQueryOptions, tiersQueryOptions, walletsQueryOptions } from './queries.ts';

const ASSET = 'USDT';

/** What the member would pay for a tier now: its price, or its price less what the active pack was paid. */
interface Offer {
  tier: BoosterTier;
  kind: 'purchase' | 'upgrade';
  /** In USDT millionths. */
  toPay: bigint;
}

function offerOf(tier: BoosterTier, active: BoosterPack | null): Offer | 'current' | 'below' {
  if (!active) return { tier, kind: 'purchase', toPay: usdtUnits(tier.price) };
  if (tier.id === active.tier.id) return 'current';
  // What was paid, not the current tier's price now: an administrator may have repriced it since.
  const difference = usdtUnits(tier.price) - usdtUnits(active.paid);
  if (tier.rank <= active.tier.rank || difference <= 0n) return 'below';
  return { tier, kind: 'upgrade', toPay: difference };
}

/**
 * /pack-booster: the member's pack and its end date, the tiers to buy or upgrade to with what each costs
 * (and whether the available USDT covers it), the review and the transaction password, then the history.
 */
export function BoosterPage({ search }: { search: PageSearch }) {
  const intl = useIntl();
  const { data: mine } = useSuspenseQuery(myPackQueryOptions());
  const { data: tiers } = useSuspenseQuery(tiersQueryOptions());
  const { data: wallets } = useSuspenseQuery(walletsQueryOptions());
  const { data: history } = useSuspenseQuery(myOrdersQueryOptions(search));
  const [chosen, setChosen] = useState<Offer | null>(null);
  const available = usdtUnits(wallets.items.find((wallet) => wallet.asset === ASSET)?.available ?? '0');
  const active = mine.pack?.active ? mine.pack : null;
  const historyId = useId();

  return (
    <div className={styles.page}>
      <PackSummary pack={mine.pack} />
      {chosen ? (
        <Payment offer={chosen} pack={active} available={available} onClose={() => setChosen(null)} />
      ) : (
        <section className={stack} aria-labelledby="booster-tiers">
          <h2 id="booster-tiers" className={sectionTitle}>
            {intl.formatMessage(messages.tiers)}
          </h2>
          <p className={muted}>{intl.formatMessage(messages.tiersNote)}</p>
          <ul className={styles.tiers}>
            {tiers.items.map((tier) => (
              <li key={tier.id}>
                <TierCard offer={offerOf(tier, active)} tier={tier} available={available} onChoose={setChosen} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={stack} aria-labelledby={historyId}>
        <h2 id={historyId} className={sectionTitle}>
          {intl.formatMessage(messages.history)}
        </h2>
        <OrderList data={history} />
      </section>
    </div>
  );
}

/** USDT as this page writes it: an API amount, or a price computed in millionths (`usdtUnits`). */
function useUsdt() {
  const { language } = useLanguage();
  const decimals = displayDecimals(useAssetSettings()(ASSET));
  return (value: string | bigint) =>
    `${formatAmount(typeof value === 'bigint' ? fromUnits(value, USDT_DECIMALS) : value, decimals, language)} ${ASSET}`;
}

function PackSummary({ pack }: { pack: BoosterPack | null }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const decimals = displayDecimals(useAssetSettings()(ASSET));
  return (
    <section className={panel} aria-labelledby="booster-current">
      <h2 id="booster-current" className={sectionTitle}>
        {intl.formatMessage(messages.current)}
      </h2>
      {pack === null ? (
        <p className={muted}>{intl.formatMessage(messages.none)}</p>
      ) : (
        <dl className={styles.facts}>
          <dt>{intl.formatMessage(messages.tier)}</dt>
          <dd>{pack.tier.name}</dd>
          <dt>{intl.formatMessage(messages.status)}</dt>
          <dd>
            <StatusPill status={pack.active ? 'active' : 'ended'}>
              {intl.formatMessage(pack.active ? messages.active : messages.ended)}
            </StatusPill>
          </dd>
          <dt>{intl.formatMessage(messages.startedAt)}</dt>
          <dd>{formatDate(pack.started_at, language)}</dd>
          <dt>{intl.formatMessage(messages.endsAt)}</dt>
          <dd>{formatDate(pack.ends_at, language)}</dd>
          <dt>{intl.formatMessage(messages.paid)}</dt>
          <dd>
            <Amount value={pack.paid} asset={pack.tier.asset} decimals={decimals} />
          </dd>
        </dl>
      )}
    </section>
  );
}

function TierCard({
  tier,
  offer,
  available,
  onChoose,
}: {
  tier: BoosterTier;
  offer: Offer | 'current' | 'below';
  available: bigint;
  onChoose: (offer: Offer) => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const usdt = useUsdt();
  const decimals = displayDecimals(useAssetSettings()(tier.asset));
  const titleId = useId();
  const short = typeof offer === 'object' && offer.toPay > available ? offer.toPay - available : null;
  return (
    <article
      className={offer === 'current' ? `${styles.tier} ${styles.current}` : styles.tier}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.tierName}>
        {tier.name}
      </h3>
      <p className={styles.tierPrice}>
        <span className={styles.tierPriceFigures}>{formatAmount(tier.price, decimals, language)}</span>{' '}
        <span className={styles.tierPriceUnit}>{tier.asset}</span>
      </p>
      <p className={muted}>{intl.formatMessage(packText.validity, { days: tier.validity_days })}</p>
      {offer === 'current' && <p className={styles.status}>{intl.formatMessage(messages.yours)}</p>}
      {offer === 'below' && <p className={muted}>{intl.formatMessage(messages.below)}</p>}
      {typeof offer === 'object' && (
        <>
          {offer.kind === 'upgrade' && <p>{intl.formatMessage(packText.difference, { amount: usdt(offer.toPay) })}</p>}
          {short !== null && (
            <p className={styles.warning}>
              {intl.formatMessage(packText.short, { amount: usdt(short) })}{' '}
              <Link to="/wallets/my-wallets/deposit/$origin" params={{ origin: ASSET }}>
                {intl.formatMessage(messages.deposit)}
              </Link>
            </p>
          )}
          <div className={actions}>
            <Button isDisabled={short !== null} onPress={() => onChoose(offer)}>
              {intl.formatMessage(offer.kind === 'purchase' ? packText.buy : packText.upgrade, { name: tier.name })}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

/** Review what is paid and what it gives, then the transaction password (and a 2FA code when asked). */
function Payment({
  offer,
  pack,
  available,
  onClose,
}: {
  offer: Offer;
  pack: BoosterPack | null;
  available: bigint;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const usdt = useUsdt();
  const buy = useBuyBoosterPack();
  const upgrade = useUpgradeBoosterPack();
  const ends =
    offer.kind === 'upgrade' && pack
      ? pack.ends_at
      : new Date(Date.now() + offer.tier.validity_days * 86_400_000).toISOString();

  const { action } = useMoneyAction<object, BoosterPaymentRequest, BuyBoosterPackMutationVariables, BoosterOrder>({
    initial: {},
    twoFactor: true,
    schema: BuyBoosterPackBody,
    toBody: () => ({ tier_id: offer.tier.id }),
    mutation: offer.kind === 'purchase' ? buy : upgrade,
    successText: () =>
      intl.formatMessage(offer.kind === 'purchase' ? packText.bought : packText.upgraded, { name: offer.tier.name }),
    onSuccess: onClose,
    onCancel: onClose,
  });

  return (
    <MoneyActionForm
      action={action}
      className={stack}
      title={intl.formatMessage(offer.kind === 'purchase' ? packText.reviewPurchase : packText.reviewUpgrade, {
        name: offer.tier.name,
      })}
      note={
        offer.kind === 'upgrade' && pack
          ? intl.formatMessage(packText.upgradeNote, {
              from: pack.tier.name,
              to: offer.tier.name,
              date: formatDate(ends, language),
            })
          : intl.formatMessage(packText.purchaseNote, { date: formatDate(ends, language) })
      }
      lines={[
        { term: intl.formatMessage(messages.tier), value: offer.tier.name },
        { term: intl.formatMessage(messages.price), value: usdt(offer.tier.price) },
        { term: intl.formatMessage(messages.toPay), value: usdt(offer.toPay) },
        { term: intl.formatMessage(messages.endsAt), value: formatDate(ends, language) },
      ]}
      details={<p className={muted}>{intl.formatMessage(packText.available, { amount: usdt(available) })}</p>}
      intro={intl.formatMessage(messages.authorize)}
      submitLabel={intl.formatMessage(packText.pay, { amount: usdt(offer.toPay) })}
      backLabel={intl.formatMessage(messages.cancel)}
    />
  );
}
