import type { IntlShape } from 'react-intl';
import type { z } from 'zod';
import type { DescribeIssue, FieldErrors } from '../../ui/form/field-errors.ts';
import { errors as errorMessages, tooBig, tooLong, tooSmall } from './messages.ts';

// The configuration forms' errors are keyed by field path, as the server names them without
// `body/`: `pairs/0/min_amount`.

type Kind = 'percent' | 'usd' | 'decimal' | 'asset' | 'other';

// The contract's kinds of text fields, by field name: the wording of an error says what is expected.
const PERCENT = /percent$/;
const USD = /(_usd|^price)$/;
const DECIMAL = new Set(['min_amount', 'max_amount', 'min_withdrawal', 'max_withdrawal', 'withdrawal_fee']);
const ASSET = new Set(['from', 'to', 'asset']);

function kindOf(name: string): Kind {
  if (PERCENT.test(name)) return 'percent';
  if (USD.test(name)) return 'usd';
  if (DECIMAL.has(name)) return 'decimal';
  if (ASSET.has(name)) return 'asset';
  return 'other';
}

/** The unit written inside an amount field, by the field's name: % or USD (an asset's amounts name their asset). */
export function unitOf(name: string): string {
  const kind = kindOf(name);
  return kind === 'percent' ? '%' : kind === 'usd' ? 'USD' : '';
}

/** The wording of a schema issue on a configuration field: what the field's kind expects. */
export const describeIssue =
  (intl: IntlShape): DescribeIssue =>
  (issue, value, path) =>
    describe(issue, value, kindOf(path.split('/').at(-1) ?? ''), intl);

function describe(issue: z.core.$ZodIssue, value: unknown, kind: Kind, intl: IntlShape): string {
  if (value === '' || value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value))) {
    return intl.formatMessage(errorMessages.required);
  }
  if (typeof value === 'string' && (kind === 'usd' || kind === 'decimal' || kind === 'percent')) {
    if (/^-\s*\d/.test(value)) return intl.formatMessage(errorMessages.negative);
    if (kind === 'usd' && /^\d+\.\d{3,}$/.test(value)) return intl.formatMessage(errorMessages.twoDecimals);
    return intl.formatMessage(errorMessages[kind]);
  }
  if (kind === 'asset') return intl.formatMessage(errorMessages.asset);
  if (issue.code === 'too_small' && typeof value === 'number') {
    return intl.formatMessage(tooSmall, { minimum: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && typeof value === 'number') {
    return intl.formatMessage(tooBig, { maximum: Number(issue.maximum) });
  }
  if (issue.code === 'too_big' && typeof value === 'string') {
    return intl.formatMessage(tooLong, { maximum: Number(issue.maximum) });
  }
  return intl.formatMessage(errorMessages.invalid);
}

/** Compares two non-negative decimal strings exactly (no floating point): -1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const [aInt = '', aFrac = ''] = a.split('.');
  const [bInt = '', bFrac = ''] = b.split('.');
  const width = Math.max(aFrac.length, bFrac.length);
  const left = BigInt(aInt + aFrac.padEnd(width, '0'));
  const right = BigInt(bInt + bFrac.padEnd(width, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
}

const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/**
 * The rule "min not above max" of the contract, on the min field. Values the schema already refuses
 * are left to its own message.
 */
export function minNotAboveMax(
  min: string | number,
  max: string | number,
  at: string,
  message: string,
  into: FieldErrors,
): void {
  if (at in into) return;
  if (typeof min === 'number' && typeof max === 'number') {
    if (Number.isFinite(min) && Number.isFinite(max) && min > max) into[at] = message;
    return;
  }
  if (typeof min === 'string' && typeof max === 'string' && DECIMAL_TEXT.test(min) && DECIMAL_TEXT.test(max)) {
    if (compareDecimals(min, max) > 0) into[at] = message;
  }
}

/** Each key once: the second and later rows with a key already seen get the message at `at(index)`. */
export function uniqueKeys(keys: string[], at: (index: number) => string, message: string, into: FieldErrors): void {
  const seen = new Set<string>();
  keys.forEach((key, index) => {
    if (key === '') return;
    if (seen.has(key) && !(at(index) in into)) into[at(index)] = message;
    seen.add(key);
  });
}
