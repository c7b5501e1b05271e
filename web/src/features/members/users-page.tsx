import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { exportUsers } from '../../api/generated/endpoints/member/member.ts';
import { withoutEmpty } from '../../api/search-values.ts';
import { muted, page as pageStyle } from '../../styles/layout.css.ts';
import { Button } from '../../ui/button/button.tsx';
import { downloadFile } from '../../ui/download/download-file.ts';
import { errorText } from '../../ui/form/error-text.ts';
import { Link } from '../../ui/link/link.tsx';
import { DataList } from '../../ui/list/data-list.tsx';
import { Select } from '../../ui/select/select.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { FilterPanel } from '../../ui/filter-panel/filter-panel.tsx';
import { FilterTextField } from '../../ui/filter-panel/filter-text-field.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toast/toast.ts';
import { activeText, userCount, users } from './messages.ts';
import { usersQueryOptions } from './queries.ts';
import type { UsersSearch } from './users-search.ts';

const ALL = 'all';
// The order of sign-up, the API's default.
const DEFAULT_SORT = 'uid';

/**
 * admin/user: every member, searched, filtered, sorted by a column's name and paged through the address
 * (`?q=demo&status=inactive&sort=-uid&page=2`), each linking to their profile; the CSV holds every
 * member the filters match.
 */
export function UsersPage({ search }: { search: UsersSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(usersQueryOptions(search));
  const go = (next: UsersSearch) =>
    void navigate({ to: '/admin/user', search: withoutEmpty(next), resetScroll: false });
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
      <FilterPanel
        label={intl.formatMessage(users.filters)}
        active={[search.q, search.status, search.role].filter((value) => value !== undefined).length}
        // From the address as it is now, which may be ahead of the page still loading: the order stays.
        onClear={() =>
          void navigate({ from: '/admin/user/', to: '/admin/user', search: ({ sort }) => withoutEmpty({ sort }) })
        }
      >
        <FilterTextField
          label={intl.formatMessage(users.search)}
          value={search.q}
          maxLength={100}
          onChange={(q) => go({ ...search, page: undefined, q })}
        />
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
      </FilterPanel>
      <DataList
        records
        sort={DEFAULT_SORT}
        label={intl.formatMessage(users.table)}
        count={intl.formatMessage(userCount, { total: data.total })}
        tools={
          <Button variant="secondary" isPending={csv.isPending} onPress={() => csv.mutate()}>
            {intl.formatMessage(users.exportCsv)}
          </Button>
        }
        columns={
          <>
            <Column id="uid" isRowHeader allowsSorting>
              {intl.formatMessage(users.uid)}
            </Column>
            <Column id="username" allowsSorting>
              {intl.formatMessage(users.username)}
            </Column>
            <Column id="name" allowsSorting>
              {intl.formatMessage(users.name)}
            </Column>
            <Column id="email" allowsSorting>
              {intl.formatMessage(users.email)}
            </Column>
            <Column id="status" allowsSorting>
              {intl.formatMessage(users.status)}
            </Column>
            <Column id="tel">{intl.formatMessage(users.tel)}</Column>
          </>
        }
        items={data.items}
        dependencies={[intl.locale]}
        empty={intl.formatMessage(users.empty)}
        pager={{ of: data, label: intl.formatMessage(users.pages) }}
      >
        {(user) => (
          <Row id={user.uid}>
            <Cell phone="note">
              <Link to="/admin/user/profil/$uid" params={{ uid: user.uid }}>
                {user.uid}
              </Link>
            </Cell>
            <Cell phone="title">{user.user_name}</Cell>
            <Cell phone="figure">{`${user.first_name} ${user.last_name}`.trim()}</Cell>
            <Cell>{user.email}</Cell>
            <Cell phone="status">
              <span className={user.is_active ? undefined : muted}>
                {intl.formatMessage(user.is_active ? activeText.active : activeText.inactive)}
              </span>
            </Cell>
            <Cell>{user.tel ?? ''}</Cell>
          </Row>
        )}
      </DataList>
    </div>
  );
}
