import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ConfigurationSection } from '../../api/generated/model/configurationSection.ts';
import { DataList } from '../../ui/list/data-list.tsx';
import { Select } from '../../ui/select/select.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { RecordChanges } from '../../ui/record-diff/record-changes.tsx';
import { AUDIT_SECTIONS, type AuditSearch } from './audit-search.ts';
import { configurationAuditQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { audit, auditCount, fields } from './messages.ts';

const ALL = 'all';

const SECTION_NAMES = {
  swap: audit.swap,
  kyc: audit.kyc,
  transaction: audit.transaction,
  visa: audit.visa,
  'cold-wallet': audit.coldWallet,
} satisfies Record<ConfigurationSection, unknown>;

/**
 * setting/audit: who changed which configuration, when, and what changed, newest first; filtered by
 * section and paged through the address (`?section=visa&page=2`).
 */
export function AuditPage({ search }: { search: AuditSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(configurationAuditQueryOptions(search));
  const sectionOptions = [
    { id: ALL, name: intl.formatMessage(audit.allSections) },
    ...AUDIT_SECTIONS.map((id) => ({ id, name: intl.formatMessage(SECTION_NAMES[id]) })),
  ];

  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <Select
          label={intl.formatMessage(audit.section)}
          options={sectionOptions}
          value={search.section ?? ALL}
          onChange={(key) => {
            const section = AUDIT_SECTIONS.find((id) => id === key);
            void navigate({ to: '/admin/setting/audit', search: { page: 1, ...(section ? { section } : {}) } });
          }}
        />
      </div>
      <DataList
        label={intl.formatMessage(audit.table)}
        count={intl.formatMessage(auditCount, { total: data.total })}
        cardsBelow="medium"
        columns={
          <>
            <Column isRowHeader>{intl.formatMessage(audit.who)}</Column>
            <Column>{intl.formatMessage(audit.when)}</Column>
            <Column>{intl.formatMessage(audit.section)}</Column>
            <Column>{intl.formatMessage(audit.changes)}</Column>
          </>
        }
        items={data.items}
        dependencies={[intl.locale]}
        empty={intl.formatMessage(audit.empty)}
        pager={{ of: data, label: intl.formatMessage(audit.pagination) }}
      >
        {(entry) => (
          <Row id={entry.id}>
            <Cell data-label={intl.formatMessage(audit.who)}>{entry.changed_by}</Cell>
            <Cell data-label={intl.formatMessage(audit.when)}>
              <time dateTime={entry.changed_at}>
                {intl.formatDate(entry.changed_at, {
                  day: 'numeric',
                  month: 'short',
                  year: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                })}
              </time>
            </Cell>
            <Cell data-label={intl.formatMessage(audit.section)}>
              {intl.formatMessage(SECTION_NAMES[entry.section])}
            </Cell>
            <Cell data-label={intl.formatMessage(audit.changes)}>
              <RecordChanges before={entry.before} after={entry.after} fieldNames={fields} className={styles.changes} />
            </Cell>
          </Row>
        )}
      </DataList>
    </div>
  );
}
