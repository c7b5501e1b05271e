import type { IntlShape } from 'react-intl';
import type { DescribeIssue } from '../../ui/form/field-errors.ts';
import { messages, tooLong, tooShort } from './messages.ts';

/** Per-field wording of a schema issue, for the fields whose rule says more than "invalid format". */
const formatMessages: Record<string, (typeof messages)[keyof typeof messages]> = {
  username: messages.errorUsername,
  country: messages.errorCountry,
};

/** The auth forms' wording of a schema issue on a field, in the interface language. */
export const describeIssue =
  (intl: IntlShape): DescribeIssue =>
  (issue, value, field) => {
    if (value === '' || value === undefined || value === null) {
      return intl.formatMessage(field === 'country' ? messages.errorCountry : messages.errorRequired);
    }
    if (issue.code === 'too_small' && typeof value === 'string') {
      return intl.formatMessage(tooShort, { minimum: Number(issue.minimum) });
    }
    if (issue.code === 'too_big' && typeof value === 'string') {
      return intl.formatMessage(tooLong, { maximum: Number(issue.maximum) });
    }
    if (issue.code === 'invalid_format' && issue.format === 'email') return intl.formatMessage(messages.errorEmail);
    return intl.formatMessage(formatMessages[field] ?? messages.errorInvalid);
  };
