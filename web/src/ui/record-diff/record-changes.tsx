import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { formatAmount } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import type { Language } from '../../i18n/language.ts';
import { bareList, muted } from '../../styles/layout.css.ts';
import { changeLine, messages } from './messages.ts';
import { diffRecords, type Change } from './record-diff.ts';

/** The words of a record's fields, by key; a key without words shows as it is. */
export type FieldNames = Readonly<Record<string, MessageDescriptor>>;

function formatPath(path: Change['path'], names: FieldNames, intl: IntlShape): string {
  return path
    .map((part) =>
      typeof part === 'number' ? `#${part + 1}` : Object.hasOwn(names, part) ? intl.formatMessage(names[part]!) : part,
    )
    .join(' › ');
}

// A decimal string (an amount, a threshold) keeps the decimals it was saved with, in the page's digits.
const DECIMAL = /^-?\d+(?:\.(\d+))?$/;

function formatValue(value: unknown, intl: IntlShape, language: Language): string {
  if (value === undefined || value === null || value === '') return intl.formatMessage(messages.none);
  const decimal = typeof value === 'string' ? DECIMAL.exec(value) : null;
  if (decimal) return formatAmount(value as string, decimal[1]?.length ?? 0, language);
  if (typeof value === 'boolean') return intl.formatMessage(value ? messages.yes : messages.no);
  if (Array.isArray(value))
    return value.length === 0 ? intl.formatMessage(messages.none) : value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What a change did to a record, one line per field: its name, the value before, the value after. */
export function RecordChanges({
  before,
  after,
  fieldNames,
  className = bareList,
}: {
  before: unknown;
  after: unknown;
  fieldNames: FieldNames;
  className?: string;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const changes = diffRecords(before, after);
  if (changes.length === 0) return <span className={muted}>{intl.formatMessage(messages.noChange)}</span>;
  return (
    <ul className={className}>
      {changes.map((change) => (
        <li key={change.path.join('/')}>
          {intl.formatMessage(changeLine, {
            field: formatPath(change.path, fieldNames, intl),
            before: formatValue(change.before, intl, language),
            after: formatValue(change.after, intl, language),
          })}
        </li>
      ))}
    </ul>
  );
}
