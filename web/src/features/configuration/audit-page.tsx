import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl, type IntlShape } from 'react-intl';
import type { ConfigurationAuditEntry } from '../../api/generated/model/configurationAuditEntry.ts';
import type { ConfigurationSection } from '../../api/generated/model/configurationSection.ts';
import { DataList } from '../../ui/list/data-list.tsx';
import { Select } from '../../ui/select/select.tsx';
import { Cell, Column, Row } from '../../ui/table/table.tsx';
import { diffRecords, type Change } from '../../ui/record-diff/record-diff.ts';
import { AUDIT_SECTIONS, type AuditSearch } from './audit-search.ts';
import { configurationAuditQueryOptions } from './configuration-queries.ts';
import * as styles from './configuration.css.ts';
import { audit, auditCount, changeLine, fields, messages } from './messages.ts';

const ALL = 'all';

const SECTION_NAMES = {
  swap: audit.swap,
  kyc: audit.kyc,
  transaction: audit.transaction,
  visa: audit.visa,
  'cold-wallet': audit.coldWallet,
} satisfies Record<ConfigurationSection, unknown>;

const isField = (key: string): key is keyof typeof fields => Object.hasOwn(fields, key);

function formatPath(path: Change['path'], intl: IntlShape): string {
  return path
    .map((part) =>
      typeof part === 'number' ? `#${part + 1}` : isField(part) ? intl.formatMessage(fields[part]) : part,
    )
    .join(' › ');
}

function formatValue(value: unknown, intl: IntlShape): string {
  if (value === undefined || value === null || value === '') return intl.formatMessage(messages.none);
  if (typeof value === 'boolean') return intl.formatMessage(value ? messages.yes : messages.no);
  if (Array.isArray(value))
    return value.length === 0 ? intl.formatMessage(messages.none) : value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Changes({ entry }: { entry: ConfigurationAuditEntry }) {
  const intl = useIntl();
  const changes = diffRecords(entry.before, entry.after);
  if (changes.length === 0) return <span className={styles.muted}>{intl.formatMessage(audit.noChange)}</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.path.join('/')}>
          {intl.formatMessage(changeLine, {
            field: formatPath(change.path, intl),
            before: formatValue(change.before, intl),
            after: formatValue(change.after, intl),
          })}
        </li>
      ))}
    </ul>
  );
}

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
              <Changes entry={entry} />
            </Cell>
          </Row>
        )}
      </DataList>
    </div>
  );
}
