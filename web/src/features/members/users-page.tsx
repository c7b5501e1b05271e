import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { exportUsers } from '../../api/generated/endpoints/member/member.ts';
import { UserSortParameter } from '../../api/generated/model/userSortParameter.ts';
import { withoutEmpty } from '../../api/search-values.ts';
import { actions, filters, muted, page as pageStyle } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { downloadFile } from '../../ui/download/download-file.ts';
import { errorText } from '../../ui/form/error-text.ts';
import { Link } from '../../ui/link/link.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { Select } from '../../ui/select/select.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { TextField } from '../../ui/text-field/text-field.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import * as styles from './members.css.ts';
import { activeText, sorts, userCount, users } from './messages.ts';
import { usersQueryOptions } from './queries.ts';
import type { UsersSearch } from './users-search.ts';

const SORTS = Object.values(UserSortParameter);
const ALL = 'all';

/**
 * admin/user: every member, searched, filtered, sorted and paged through the address
 * (`?q=demo&status=inactive&sort=-uid&page=2`), each linking to their profile; the CSV holds every
 * member the filters match.
 */
export function UsersPage({ search }: { search: UsersSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(usersQueryOptions(search));
  const [q, setQ] = useState(search.q ?? '');
  const go = (next: UsersSearch) => void navigate({ to: '/admin/user', search: withoutEmpty(next) });
  const { page: _page, ...exportFilters } = search;
  const csv = useMutation({
    mutationFn: () => exportUsers(exportFilters),
    onSuccess: (text) => {
      downloadFile(text, 'users.csv');
      showSuccessToast(intl.formatMessage(users.exported));
    },
    onError: (error) => showErrorToast(errorText(intl, error, { fallback: users.exportFailed, networkMessage: false })),
  });

  return (
    <div className={pageStyle}>
      <div className={actions}>
        <form
          role="search"
          className={filters}
          onSubmit={(event) => {
            event.preventDefault();
            go({ ...search, page: undefined, q: q.trim() || undefined });
          }}
        >
          <TextField label={intl.formatMessage(users.search)} value={q} onChange={setQ} maxLength={100} />
          <Button type="submit" variant="secondary">
            {intl.formatMessage(users.searchButton)}
          </Button>
          <Select
            label={intl.formatMessage(users.status)}
            options={[
              { id: ALL, name: intl.formatMessage(users.all) },
              { id: 'active', name: intl.formatMessage(activeText.active) },
              { id: 'inactive', name: intl.formatMessage(activeText.inactive) },
            ]}
            value={search.status ?? ALL}
            onChange={(key) =>
              go({
                ...search,
                page: undefined,
                status: key === 'active' || key === 'inactive' ? key : undefined,
              })
            }
          />
          <Select
            label={intl.formatMessage(users.role)}
            options={[
              { id: ALL, name: intl.formatMessage(users.all) },
              { id: 'admin', name: intl.formatMessage(users.admins) },
              { id: 'member', name: intl.formatMessage(users.members) },
            ]}
            value={search.role ?? ALL}
            onChange={(key) =>
              go({ ...search, page: undefined, role: key === 'admin' || key === 'member' ? key : undefined })
            }
          />
          <Select
            label={intl.formatMessage(users.sort)}
            options={SORTS.map((id) => ({ id, name: intl.formatMessage(sorts[id]) }))}
            value={search.sort ?? 'uid'}
            onChange={(key) => {
              const sort = SORTS.find((id) => id === key);
              go({ ...search, page: undefined, sort: sort === 'uid' ? undefined : sort });
            }}
          />
        </form>
        <Button variant="secondary" isPending={csv.isPending} onPress={() => csv.mutate()}>
          {intl.formatMessage(users.exportCsv)}
        </Button>
      </div>
      <DataList
        cardsBelow="medium"
        label={intl.formatMessage(users.table)}
        count={intl.formatMessage(userCount, { total: data.total })}
        columns={
          <>
            <Column isRowHeader>{intl.formatMessage(users.uid)}</Column>
            <Column>{intl.formatMessage(users.username)}</Column>
            <Column>{intl.formatMessage(users.name)}</Column>
            <Column>{intl.formatMessage(users.email)}</Column>
            <Column>{intl.formatMessage(users.status)}</Column>
            <Column>{intl.formatMessage(users.tel)}</Column>
          </>
        }
        items={data.items}
        dependencies={[intl.locale]}
        empty={intl.formatMessage(users.empty)}
        pager={{ of: data, label: intl.formatMessage(users.pages) }}
      >
        {(user) => (
          <Row id={user.uid}>
            <Cell data-label={intl.formatMessage(users.uid)}>
              <Link to="/admin/user/profil/$uid" params={{ uid: user.uid }}>
                <span className={styles.nowrap}>{user.uid}</span>
              </Link>
            </Cell>
            <Cell data-label={intl.formatMessage(users.username)}>{user.user_name}</Cell>
            <Cell data-label={intl.formatMessage(users.name)}>{`${user.first_name} ${user.last_name}`.trim()}</Cell>
            <Cell data-label={intl.formatMessage(users.email)}>{user.email}</Cell>
            <Cell data-label={intl.formatMessage(users.status)}>
              <span className={user.is_active ? undefined : muted}>
                {intl.formatMessage(user.is_active ? activeText.active : activeText.inactive)}
              </span>
            </Cell>
            <Cell data-label={intl.formatMessage(users.tel)}>
              <span className={styles.nowrap}>{user.tel ?? ''}</span>
            </Cell>
          </Row>
        )}
      </DataList>
    </div>
  );
}
