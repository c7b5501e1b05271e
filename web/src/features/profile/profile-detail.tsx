import { useIntl, type MessageDescriptor } from 'react-intl';
import type { User } from '../../api/generated/model/user.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Language } from '../../i18n/language.ts';
import { kycLevelMessage } from '../../i18n/kyc-level.ts';
import { turnover } from '../../i18n/turnover.ts';
import { fields, values } from './messages.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import * as styles from './profile.css.ts';

/** The signed-in member's profile, read-only, from the session. */
export function ProfileDetail({ user }: { user: User }) {
  const intl = useIntl();
  const language = intl.locale as Language;
  const none = intl.formatMessage(values.none);
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(user.country) ?? user.country;
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const rows: [MessageDescriptor, string][] = [
    [fields.uid, user.uid],
    [fields.username, user.user_name],
    [fields.firstName, user.first_name],
    [fields.lastName, user.last_name],
    [fields.email, user.email],
    [fields.tel, user.tel ?? none],
    [fields.country, country],
    [fields.sponsor, user.parrain ?? none],
    [fields.createdAt, formatDate(user.created_at, language)],
    [fields.kyc, intl.formatMessage(kycLevelMessage(user.kyc))],
    [fields.status, intl.formatMessage(user.is_active ? values.active : values.inactive)],
    [turnover.cap, money.format(Number(user.cap))],
    [turnover.cag, money.format(Number(user.cag))],
  ];
  return (
    <div className={styles.page}>
      <ProfilePhoto user={user} />
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label.id} className={styles.row}>
            <dt className={styles.term}>{intl.formatMessage(label)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
