import { useIntl, type IntlShape } from 'react-intl';
import type { AdminRequest } from '../../api/generated/model/adminRequest.ts';
import { bareList, muted } from '../../styles/layout.css.ts';
import { diffRecords, type Change } from '../record-diff/record-diff.ts';
import { changeLine, fieldNames, messages } from './messages.ts';

const isField = (key: string): key is keyof typeof fieldNames => Object.hasOwn(fieldNames, key);

function formatPath(path: Change['path'], intl: IntlShape): string {
  return path
    .map((part) =>
      typeof part === 'number' ? `#${part + 1}` : isField(part) ? intl.formatMessage(fieldNames[part]) : part,
    )
    .join(' › ');
}

function formatValue(value: unknown, intl: IntlShape): string {
  if (value === undefined || value === null || value === '') return intl.formatMessage(messages.none);
  if (typeof value === 'boolean') return intl.formatMessage(value ? messages.yes : messages.no);
  if (Array.isArray(value)) return value.length === 0 ? intl.formatMessage(messages.none) : value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What a request changes, one line per field: its name, the value the proposer saw, the value it makes. */
export function RequestChanges({ request }: { request: Pick<AdminRequest, 'before' | 'after'> }) {
  const intl = useIntl();
  const changes = diffRecords(request.before, request.after);
  if (changes.length === 0) return <span className={muted}>{intl.formatMessage(messages.noChange)}</span>;
  return (
    <ul className={bareList}>
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
