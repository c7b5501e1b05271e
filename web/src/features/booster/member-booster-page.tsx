import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useAssetSettings } from '../../api/assets.ts';
import type { PageSearch } from '../../api/paging.ts';
import { displayDecimals, formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { muted, panel, sectionTitle } from '../../styles/layout.css.ts';
import { Link } from '../../ui/link/link.tsx';
import { Amount } from '../../ui/money-record/amount.tsx';
import * as styles from './booster.css.ts';
import { member as messages, pack as packMessages, memberText } from './messages.ts';
import { OrderList } from './order-list.tsx';
import { memberBoosterQueryOptions } from './queries.ts';

/** admin/user/booster/{uid}: one member's booster pack and every order of theirs. */
export function MemberBoosterPage({ uid, search }: { uid: string; search: PageSearch }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(memberBoosterQueryOptions(uid, search));
  const { pack } = data;
  const assets = useAssetSettings();
  return (
    <div className={styles.page}>
      <section className={panel} aria-labelledby="member-booster">
        <h2 id="member-booster" className={sectionTitle}>
          {intl.formatMessage(memberText.title, { username: data.user.username, uid: data.user.uid })}
        </h2>
        {pack === null ? (
          <p className={muted}>{intl.formatMessage(messages.noPack)}</p>
        ) : (
          <dl className={styles.facts}>
            <dt>{intl.formatMessage(packMessages.tier)}</dt>
            <dd>{pack.tier.name}</dd>
            <dt>{intl.formatMessage(packMessages.status)}</dt>
            <dd className={styles.status}>
              {intl.formatMessage(pack.active ? packMessages.active : packMessages.ended)}
            </dd>
            <dt>{intl.formatMessage(packMessages.startedAt)}</dt>
            <dd>{formatDate(pack.started_at, language)}</dd>
            <dt>{intl.formatMessage(packMessages.endsAt)}</dt>
            <dd>{formatDate(pack.ends_at, language)}</dd>
            <dt>{intl.formatMessage(packMessages.paid)}</dt>
            <dd>
              <Amount value={pack.paid} asset={pack.tier.asset} decimals={displayDecimals(assets(pack.tier.asset))} />
            </dd>
          </dl>
        )}
        <Link to="/admin/user/profil/$uid" params={{ uid: data.user.uid }}>
          {intl.formatMessage(messages.profile)}
        </Link>
      </section>
      <OrderList data={data.orders} admin />
    </div>
  );
}
