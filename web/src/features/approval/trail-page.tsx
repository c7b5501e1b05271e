import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AdminAuditAction } from '../../api/generated/model/adminAuditAction.ts';
import { filters, stack } from '../../styles/layout.css.ts';
import { Link } from '../../ui/link/link.tsx';
import { RecordTime } from '../../ui/money-record/record-time.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { Select } from '../../ui/select/select.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { adminAuditQueryOptions } from './queries.ts';
import type { ActionsSearch } from './requests-search.ts';
import { actionNames, trail, trailCount } from './trail-messages.ts';

const ALL = 'all';
const ACTIONS = Object.values(AdminAuditAction);

/**
 * setting/audit's actions tab: the one trail of what administrators did to money and powers, newest first, each with
 * who initiated it, the second administrator who let it take effect and the member it concerns; filtered by action
 * (and by member, from the address: `?view=actions&member=KNT-100001`).
 */
export function TrailPage({ search }: { search: ActionsSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(adminAuditQueryOptions(search));
  const label = (message: (typeof trail)[keyof typeof trail]) => intl.formatMessage(message);
  const actionOptions = [
    { id: ALL, name: label(trail.allActions) },
    ...ACTIONS.map((id) => ({ id, name: intl.formatMessage(actionNames[id]) })),
  ];

  return (
    <div className={stack}>
      <div className={filters}>
        <Select
          label={label(trail.action)}
          options={actionOptions}
          value={search.action ?? ALL}
          onChange={(key) => {
            const action = ACTIONS.find((id) => id === key);
            void navigate({
              to: '/admin/setting/audit',
              search: {
                page: 1,
                view: 'actions',
                ...(action ? { action } : {}),
                ...(search.member ? { member: search.member } : {}),
              },
            });
          }}
        />
      </div>
      <DataList
        label={label(trail.table)}
        count={intl.formatMessage(trailCount, { total: data.total })}
        cardsBelow="wide"
        columns={
          <>
            <Column isRowHeader>{label(trail.when)}</Column>
            <Column>{label(trail.action)}</Column>
            <Column>{label(trail.subject)}</Column>
            <Column>{label(trail.member)}</Column>
            <Column>{label(trail.actor)}</Column>
            <Column>{label(trail.secondApprover)}</Column>
          </>
        }
        items={data.items}
        dependencies={[intl.locale]}
        empty={label(trail.empty)}
        pager={{ of: data, label: label(trail.pages) }}
      >
        {(entry) => (
          <Row id={entry.id}>
            <Cell data-label={label(trail.when)}>
              <RecordTime at={entry.at} />
            </Cell>
            <Cell data-label={label(trail.action)}>{intl.formatMessage(actionNames[entry.action])}</Cell>
            <Cell data-label={label(trail.subject)}>{entry.subject}</Cell>
            <Cell data-label={label(trail.member)}>
              {entry.member ? (
                <Link to="/admin/user/profil/$uid" params={{ uid: entry.member.uid }}>
                  {entry.member.username}
                </Link>
              ) : (
                label(trail.none)
              )}
            </Cell>
            <Cell data-label={label(trail.actor)}>{entry.actor}</Cell>
            <Cell data-label={label(trail.secondApprover)}>{entry.second_approver ?? label(trail.none)}</Cell>
          </Row>
        )}
      </DataList>
    </div>
  );
}
