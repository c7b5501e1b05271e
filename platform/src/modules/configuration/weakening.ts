/**
 * Which changes weaken a control (money, or who may act as an administrator), field by field, in one table: such a change waits for a second
 * administrator (four eyes), while one that only tightens applies at once. A field not listed controls no money.
 */
import { compareDecimals } from './decimals.ts';

/** The direction that weakens: a threshold or limit raised, a minimum lowered, a requirement turned off. */
type Weakens = 'higher' | 'lower' | 'off';

interface Rule {
  field: string;
  weakens: Weakens;
  /** For a field of each item of a list, the list and the field that tells its items apart. */
  list?: { name: string; key: string };
}

export type ControlledRecord = 'deposit-approval' | 'related-parties' | 'admin-two-factor' | 'transaction' | 'kyc';

const limits = { name: 'limits', key: 'asset' };

export const WEAKENING: Record<ControlledRecord, readonly Rule[]> = {
  'deposit-approval': [{ field: 'threshold_usd', weakens: 'higher' }],
  // A shorter window lets an administrator approve money of an account they administered sooner.
  'related-parties': [{ field: 'window_days', weakens: 'lower' }],
  'admin-two-factor': [{ field: 'required', weakens: 'off' }],
  transaction: [
    { field: 'second_approval_threshold_usd', weakens: 'higher' },
    { field: 'daily_withdrawal_limit_usd', weakens: 'higher' },
    { field: 'max_withdrawal', weakens: 'higher', list: limits },
    { field: 'min_withdrawal', weakens: 'lower', list: limits },
    // Fewer blocks before a deposit is credited.
    { field: 'confirmations', weakens: 'lower', list: limits },
  ],
  kyc: [
    { field: 'required_for_withdrawal', weakens: 'off' },
    { field: 'withdrawal_threshold_usd', weakens: 'higher' },
    { field: 'required_for_card', weakens: 'off' },
  ],
};

type Fields = Record<string, unknown>;

function weaker(weakens: Weakens, before: unknown, after: unknown): boolean {
  if (weakens === 'off') return before === true && after === false;
  const order = compareDecimals(String(after), String(before));
  return weakens === 'higher' ? order > 0 : order < 0;
}

/**
 * The pairs of values a rule compares, or 'removed' when the change drops an item: an asset without a limits
 * entry has no limits at all, so dropping one weakens, and adding one tightens.
 */
function pairs(rule: Rule, before: Fields, after: Fields): [unknown, unknown][] | 'removed' {
  if (!rule.list) return [[before[rule.field], after[rule.field]]];
  const { name, key } = rule.list;
  const items = (record: Fields) => new Map((record[name] as Fields[]).map((item) => [item[key], item]));
  const was = items(before);
  const is = items(after);
  if ([...was.keys()].some((k) => !is.has(k))) return 'removed';
  return [...was].map(([k, item]) => [item[rule.field], is.get(k)![rule.field]]);
}

/** Whether saving `after` over `before` weakens any money control of the record. */
export function weakens(record: ControlledRecord, before: object, after: object): boolean {
  return WEAKENING[record].some((rule) => {
    const compared = pairs(rule, before as Fields, after as Fields);
    return compared === 'removed' || compared.some(([was, is]) => weaker(rule.weakens, was, is));
  });
}
