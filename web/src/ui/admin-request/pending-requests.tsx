import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { pendingRequestsQueryOptions, requestsAbout } from '../../api/admin-requests.ts';
import type { AdminRequestKind } from '../../api/generated/model/adminRequestKind.ts';
import { panel, plainList, sectionTitle } from '../../styles/layout.css.ts';
import { Link } from '../link/link.tsx';
import { kindNames, messages, proposedBy } from './messages.ts';
import { RequestChanges } from './request-changes.tsx';

/**
 * The requests waiting for a second administrator about what a page edits (a member, a settings record):
 * who proposed which change, so that the page never passes a proposal off as saved. Nothing while none waits,
 * or while they load (the page itself shows what is saved).
 */
export function PendingRequests({
  kinds,
  subject,
  level = 2,
}: {
  kinds: readonly AdminRequestKind[];
  subject?: string;
  /** The heading's level: 3 inside a section of the page. */
  level?: 2 | 3;
}) {
  const intl = useIntl();
  const titleId = useId();
  const { data } = useQuery(pendingRequestsQueryOptions());
  const Heading = level === 3 ? 'h3' : 'h2';
  const waiting = data ? requestsAbout(data.items, kinds, subject) : [];
  if (waiting.length === 0) return null;
  return (
    <section className={panel} aria-labelledby={titleId}>
      <Heading id={titleId} className={sectionTitle}>
        {intl.formatMessage(messages.pendingTitle)}
      </Heading>
      <ul className={plainList}>
        {waiting.map((request) => (
          <li key={request.id}>
            <strong>{intl.formatMessage(kindNames[request.kind])}</strong>
            {' — '}
            {intl.formatMessage(proposedBy, {
              who: request.proposed_by,
              when: intl.formatDate(request.proposed_at, {
                day: 'numeric',
                month: 'short',
                year: 'numeric',
                hour: '2-digit',
                minute: '2-digit',
              }),
            })}
            <RequestChanges request={request} />
          </li>
        ))}
      </ul>
      <Link to="/admin/setting/audit" search={{ page: 1, view: 'requests', status: 'pending' }}>
        {intl.formatMessage(messages.seeRequests)}
      </Link>
    </section>
  );
}
