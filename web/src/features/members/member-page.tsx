import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetMemberAccountQueryKey,
  resendKyc,
  resetMemberTwoFactor,
  setMemberActive,
  setMemberAdmin,
} from '../../api/generated/endpoints/member/member.ts';
import { isAdminRequest } from '../../api/admin-requests.ts';
import type { AdminRequest } from '../../api/generated/model/adminRequest.ts';
import type { AdminRequestKind } from '../../api/generated/model/adminRequestKind.ts';
import type { MemberAccount } from '../../api/generated/model/memberAccount.ts';
import type { Language } from '../../i18n/language.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { actions, muted, page as pageStyle, panel, sectionTitle } from '../../styles/layout.css.ts';
import { PendingRequests } from '../../ui/admin-request/pending-requests.tsx';
import { useProposedToast } from '../../ui/admin-request/proposed-toast.tsx';
import { Button } from '../../ui/button/button.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { Link } from '../../ui/link/link.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import * as styles from './members.css.ts';
import { actionTexts, activeText, confirmTexts, memberPhoto, profile, users } from './messages.ts';
import { kycLevelMessage } from '../../i18n/kyc-level.ts';
import { turnover } from '../../i18n/turnover.ts';
import { memberAccountQueryOptions } from './queries.ts';

type ActionKey = 'deactivate' | 'activate' | 'grantAdmin' | 'revokeAdmin' | 'resetTwoFactor' | 'resendKyc';

// A change of an administrator's powers answers the request a second administrator must approve (202).
const CALLS: Record<ActionKey, (uid: string) => Promise<MemberAccount | AdminRequest>> = {
  deactivate: (uid) => setMemberActive(uid, { active: false }),
  activate: (uid) => setMemberActive(uid, { active: true }),
  grantAdmin: (uid) => setMemberAdmin(uid, { admin: true }),
  revokeAdmin: (uid) => setMemberAdmin(uid, { admin: false }),
  resetTwoFactor: (uid) => resetMemberTwoFactor(uid),
  resendKyc: (uid) => resendKyc(uid),
};

// The changes of a member's powers that wait for a second administrator.
const MEMBER_KINDS: readonly AdminRequestKind[] = [
  'user.grant-admin',
  'user.revoke-admin',
  'user.deactivate-admin',
  'user.reset-admin-2fa',
];

/**
 * admin/user/profil/{uid}: the member's fields, the changes of their powers waiting for a second administrator, what an administrator may change (each confirmed first,
 * none on their own account), and links to the member's money.
 */
export function MemberPage({ uid, selfUid }: { uid: string; selfUid: string | undefined }) {
  const intl = useIntl();
  const language = intl.locale as Language;
  const { data } = useSuspenseQuery(memberAccountQueryOptions(uid));
  const { user } = data;
  const identityId = useId();
  const accountId = useId();
  const actionsId = useId();
  const linksId = useId();
  const own = selfUid !== undefined && selfUid.toUpperCase() === user.uid.toUpperCase();

  const field = (label: string, value: ReactNode) => (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );

  return (
    <div className={pageStyle}>
      <section className={panel} aria-labelledby={identityId}>
        <h2 id={identityId} className={sectionTitle}>
          {intl.formatMessage(profile.identity)}
        </h2>
        {user.photo && (
          <img
            className={styles.photo}
            src={user.photo}
            alt={intl.formatMessage(memberPhoto, { name: user.username })}
            width={96}
            height={96}
          />
        )}
        <dl className={styles.fields}>
          {field(intl.formatMessage(users.uid), user.uid)}
          {field(intl.formatMessage(users.username), user.username)}
          {field(intl.formatMessage(users.name), `${user.first_name} ${user.last_name}`.trim())}
          {field(intl.formatMessage(users.email), user.email)}
          {field(intl.formatMessage(users.tel), user.tel ?? '—')}
          {field(intl.formatMessage(profile.country), user.country)}
          {field(intl.formatMessage(profile.sponsor), user.parrain ?? '—')}
          {field(intl.formatMessage(profile.createdAt), formatDate(user.created_at, language))}
        </dl>
      </section>
      <section className={panel} aria-labelledby={accountId}>
        <h2 id={accountId} className={sectionTitle}>
          {intl.formatMessage(profile.account)}
        </h2>
        <dl className={styles.fields}>
          {field(
            intl.formatMessage(users.status),
            intl.formatMessage(user.is_active ? activeText.active : activeText.inactive),
          )}
          {field(intl.formatMessage(profile.role), intl.formatMessage(data.admin ? profile.admin : profile.member))}
          {field(intl.formatMessage(profile.kyc), intl.formatMessage(kycLevelMessage(user.kyc)))}
          {field(
            intl.formatMessage(profile.twoFactor),
            intl.formatMessage(data.two_factor_enabled ? profile.on : profile.off),
          )}
          {field(
            intl.formatMessage(profile.transactionPassword),
            intl.formatMessage(user.haveTransactionPassword ? profile.set : profile.unset),
          )}
          {field(intl.formatMessage(profile.signIns), data.open_sign_ins)}
          {field(intl.formatMessage(turnover.cap), `${formatNumber(user.cap, language, 2)} $`)}
          {field(intl.formatMessage(turnover.cag), `${formatNumber(user.cag, language, 2)} $`)}
        </dl>
      </section>
      <PendingRequests kinds={MEMBER_KINDS} subject={user.uid} />
      <section className={panel} aria-labelledby={actionsId}>
        <h2 id={actionsId} className={sectionTitle}>
          {intl.formatMessage(profile.actions)}
        </h2>
        {own ? <p className={muted}>{intl.formatMessage(profile.ownAccount)}</p> : <MemberActions account={data} />}
      </section>
      <section className={panel} aria-labelledby={linksId}>
        <h2 id={linksId} className={sectionTitle}>
          {intl.formatMessage(profile.links)}
        </h2>
        <div className={actions}>
          <Link to="/admin/user/transact/$id" params={{ id: user.username }} search={{ page: 1 }}>
            {intl.formatMessage(profile.transactions)}
          </Link>
          <Link to="/admin/wallet-detail" search={{ uid: user.uid }}>
            {intl.formatMessage(profile.wallets)}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The changes an administrator may make, each asked again before it is sent. */
function MemberActions({ account }: { account: MemberAccount }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { user } = account;
  const [asked, setAsked] = useState<ActionKey | null>(null);
  const showProposedToast = useProposedToast();
  const mutation = useMutation({
    mutationFn: (key: ActionKey) => CALLS[key](user.uid),
    onSuccess: async (next) => {
      setAsked(null);
      // A request waits for a second administrator: nothing changed yet, and the page says so.
      if (isAdminRequest(next)) return showProposedToast();
      queryClient.setQueryData(getGetMemberAccountQueryKey(user.uid), next);
      showSuccessToast(intl.formatMessage(profile.done));
    },
    onError: (error) => {
      setAsked(null);
      showErrorToast(errorText(intl, error, { networkMessage: false }));
    },
  });
  // Actions that take something away look it, here and in their confirmation.
  const destructive = (key: ActionKey) => key === 'deactivate' || key === 'revokeAdmin' || key === 'resetTwoFactor';
  const offered: ActionKey[] = [
    user.is_active ? 'deactivate' : 'activate',
    account.admin ? 'revokeAdmin' : 'grantAdmin',
    ...(account.two_factor_enabled ? (['resetTwoFactor'] as const) : []),
    'resendKyc',
  ];

  if (asked !== null) {
    return (
      <div className={styles.confirm} role="group" aria-label={intl.formatMessage(actionTexts[asked])}>
        <p>{intl.formatMessage(confirmTexts[asked], { username: user.username })}</p>
        <div className={actions}>
          <Button
            autoFocus
            variant={destructive(asked) ? 'danger' : 'primary'}
            isPending={mutation.isPending}
            onPress={() => mutation.mutate(asked)}
          >
            {intl.formatMessage(profile.confirm)}
          </Button>
          <Button variant="secondary" isDisabled={mutation.isPending} onPress={() => setAsked(null)}>
            {intl.formatMessage(profile.cancel)}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={actions}>
      {offered.map((key) => (
        <Button key={key} variant={destructive(key) ? 'danger' : 'secondary'} onPress={() => setAsked(key)}>
          {intl.formatMessage(actionTexts[key])}
        </Button>
      ))}
    </div>
  );
}
