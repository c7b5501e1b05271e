import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  getListSessionsQueryKey,
  useRevokeOtherSessions,
  useRevokeSession,
} from '../../api/generated/endpoints/security/security.ts';
import type { Session } from '../../api/generated/model/session.ts';
import type { PageSearch } from '../../api/paging.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { muted, panel, sectionTitle } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { errorText } from '../../ui/form/error-text.ts';
import { DataList } from '../../ui/list/data-list.tsx';
import { usePage } from '../../ui/pager/use-page.ts';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import { messages, signInsCount, signOutLabel, othersSignedOut } from './messages.ts';
import { sessionsQueryOptions } from './security-queries.ts';
import * as styles from './security.css.ts';

/** The account's active sign-ins: this one marked, the others each with its sign-out, and all of them at once. */
export function SignIns({ search }: { search: PageSearch }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  // A refusal may mean the sign-in had already ended: the list is read again.
  const refreshSignIns = () => queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() });
  const { data } = useSuspenseQuery(sessionsQueryOptions(search));
  const [, setPage] = usePage();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const when = (value: string) =>
    intl.formatDate(value, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const fail = (error: unknown) => showErrorToast(errorText(intl, error));

  const signOut = async (session: Session) => {
    try {
      await revoke.mutateAsync({ id: session.id });
      showSuccessToast(intl.formatMessage(messages.signedOut));
    } catch (error) {
      fail(error);
      await refreshSignIns();
    }
  };
  const signOutOthers = async () => {
    try {
      const answer = await revokeOthers.mutateAsync();
      showSuccessToast(intl.formatMessage(othersSignedOut, { count: answer.revoked }));
      setPage(1);
    } catch (error) {
      fail(error);
      await refreshSignIns();
    }
  };

  return (
    <section className={panel} aria-labelledby="security-sign-ins">
      <h2 id="security-sign-ins" className={sectionTitle}>
        {intl.formatMessage(messages.signInsTitle)}
      </h2>
      <DataList
        cardsBelow="medium"
        label={intl.formatMessage(messages.signInsLabel)}
        count={intl.formatMessage(signInsCount, { count: data.total })}
        items={data.items}
        dependencies={[language, revoke.isPending]}
        empty={intl.formatMessage(messages.signInsEmpty)}
        pager={{ of: data, label: intl.formatMessage(messages.signInsPages) }}
        columns={
          <>
            <Column isRowHeader>{intl.formatMessage(messages.device)}</Column>
            <Column>{intl.formatMessage(messages.address)}</Column>
            <Column>{intl.formatMessage(messages.signedInAt)}</Column>
            <Column>{intl.formatMessage(messages.lastUsed)}</Column>
            <Column>{intl.formatMessage(messages.action)}</Column>
          </>
        }
      >
        {(session) => (
          <Row id={session.id}>
            <Cell data-label={intl.formatMessage(messages.device)}>
              <span title={session.user_agent ?? undefined}>{session.device}</span>
            </Cell>
            <Cell data-label={intl.formatMessage(messages.address)}>
              {session.ip_address ?? intl.formatMessage(messages.unknown)}
            </Cell>
            <Cell data-label={intl.formatMessage(messages.signedInAt)}>{when(session.signed_in_at)}</Cell>
            <Cell data-label={intl.formatMessage(messages.lastUsed)}>{when(session.last_used_at)}</Cell>
            <Cell data-label={intl.formatMessage(messages.action)}>
              {session.current ? (
                <span className={styles.current}>{intl.formatMessage(messages.thisOne)}</span>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={intl.formatMessage(signOutLabel, { device: session.device })}
                  isPending={revoke.isPending && revoke.variables?.id === session.id}
                  onPress={() => void signOut(session)}
                >
                  {intl.formatMessage(messages.signOut)}
                </Button>
              )}
            </Cell>
          </Row>
        )}
      </DataList>
      <p className={muted}>
        <Button
          variant="secondary"
          isDisabled={data.total <= 1}
          isPending={revokeOthers.isPending}
          onPress={() => void signOutOthers()}
        >
          {intl.formatMessage(messages.signOutOthers)}
        </Button>
      </p>
    </section>
  );
}
