/**
 * The five configuration records: the API's shape of each, how it is stored, the rules its schema cannot
 * express, and the message that confirms a save (product spec, section 7, word for word).
 */
import type { ConfigurationSection } from '../../db/database.ts';
import type { ErrorDetail } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { centsToDecimal, decimalToCents } from '../../money.ts';
import { compareDecimals } from './decimals.ts';

type Schemas = components['schemas'];

export interface Configurations {
  swap: Schemas['SwapConfiguration'];
  kyc: Schemas['KycConfiguration'];
  transaction: Schemas['TransactionConfiguration'];
  visa: Schemas['VisaConfiguration'];
  'cold-wallet': Schemas['ColdWalletConfiguration'];
}

export type ColdWalletSetting = Schemas['ColdWalletSetting'];

interface Section<S extends ConfigurationSection> {
  successMessage: string;
  /** The record as the database holds it, parsed from its JSON text. */
  toStored(value: Configurations[S]): unknown;
  fromStored(stored: unknown): Configurations[S];
  /** What the schema could not refuse, each as a field of the body and what is wrong with it. */
  violations(value: Configurations[S]): ErrorDetail[];
}

type Fields = Record<string, unknown>;

/** Dollar amounts cross the API as `name: '12.50'` and are stored as `name_cents: 1250`, never as floats. */
function dollarsToCents(value: object, names: readonly string[]): Fields {
  const stored: Fields = { ...value };
  for (const name of names) {
    stored[`${name}_cents`] = decimalToCents(stored[name] as string);
    delete stored[name];
  }
  return stored;
}

function centsToDollars(stored: unknown, names: readonly string[]): Fields {
  const value: Fields = { ...(stored as Fields) };
  for (const name of names) {
    value[name] = centsToDecimal(value[`${name}_cents`] as number);
    delete value[`${name}_cents`];
  }
  return value;
}

/** The codec of a record whose top-level `names` are dollar amounts. Amounts of a crypto asset stay decimal strings. */
function storedWithCents<S extends ConfigurationSection>(
  names: readonly string[],
): Pick<Section<S>, 'toStored' | 'fromStored'> {
  return {
    toStored: (value) => dollarsToCents(value, names),
    fromStored: (stored) => centsToDollars(stored, names) as unknown as Configurations[S],
  };
}

const TIER_DOLLARS = [
  'price',
  'min_staking_usd',
  'free_atm_monthly_usd',
  'max_atm_monthly_usd',
  'max_payments_monthly_usd',
] as const;

function minNotAboveMax(
  field: string,
  min: { name: string; value: string | number },
  max: { name: string; value: string | number },
): ErrorDetail[] {
  const above =
    typeof min.value === 'number' && typeof max.value === 'number'
      ? min.value > max.value
      : compareDecimals(String(min.value), String(max.value)) > 0;
  return above ? [{ field: `${field}/${min.name}`, message: `must not be above ${max.name}` }] : [];
}

/** Each key may appear once: the second and later occurrences are reported, at `${field}/${index}/${name}`. */
function repeated<T>(
  items: readonly T[],
  key: (item: T) => string,
  at: { field: string; name: string; message: string },
): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) details.push({ field: `${at.field}/${index}/${at.name}`, message: at.message });
    seen.add(value);
  });
  return details;
}

const swap: Section<'swap'> = {
  // Its amounts are in the swapped assets, whose smallest units this record does not know.
  toStored: (value) => value,
  fromStored: (stored) => stored as Configurations['swap'],
  successMessage: 'Configuration de swap avec succès',
  violations: (value) => [
    ...value.pairs.flatMap((pair, index) => [
      ...(pair.from === pair.to
        ? [{ field: `body/pairs/${index}/to`, message: 'must differ from the from asset' }]
        : []),
      ...minNotAboveMax(
        `body/pairs/${index}`,
        { name: 'min_amount', value: pair.min_amount },
        { name: 'max_amount', value: pair.max_amount },
      ),
    ]),
    ...repeated(value.pairs, (pair) => `${pair.from}>${pair.to}`, {
      field: 'body/pairs',
      name: 'to',
      message: 'repeats the direction of an earlier pair',
    }),
  ],
};

const kyc: Section<'kyc'> = {
  ...storedWithCents<'kyc'>(['withdrawal_threshold_usd']),
  successMessage: 'Configuration de kyc effectuée avec succès',
  violations: () => [],
};

const transaction: Section<'transaction'> = {
  ...storedWithCents<'transaction'>(['second_approval_threshold_usd', 'daily_withdrawal_limit_usd']),
  successMessage: 'Configuration de la transaction effectuée avec succès',
  violations: (value) => [
    ...value.limits.flatMap((limit, index) =>
      minNotAboveMax(
        `body/limits/${index}`,
        { name: 'min_withdrawal', value: limit.min_withdrawal },
        { name: 'max_withdrawal', value: limit.max_withdrawal },
      ),
    ),
    ...repeated(value.limits, (limit) => limit.asset, {
      field: 'body/limits',
      name: 'asset',
      message: 'already has limits',
    }),
  ],
};

const visa: Section<'visa'> = {
  toStored: ({ tiers, ...rest }) => ({ ...rest, tiers: tiers.map((tier) => dollarsToCents(tier, TIER_DOLLARS)) }),
  fromStored: (stored) => {
    const { tiers, ...rest } = stored as Fields & { tiers: unknown[] };
    return { ...rest, tiers: tiers.map((tier) => centsToDollars(tier, TIER_DOLLARS)) } as Configurations['visa'];
  },
  successMessage: 'Configuration de Visa avec succès',
  violations: (value) => [
    ...minNotAboveMax(
      'body',
      { name: 'delivery_days_min', value: value.delivery_days_min },
      { name: 'delivery_days_max', value: value.delivery_days_max },
    ),
    ...value.tiers.flatMap((tier, index) =>
      minNotAboveMax(
        `body/tiers/${index}`,
        { name: 'free_atm_monthly_usd', value: tier.free_atm_monthly_usd },
        { name: 'max_atm_monthly_usd', value: tier.max_atm_monthly_usd },
      ),
    ),
    ...repeated(value.tiers, (tier) => tier.name.trim().toLowerCase(), {
      field: 'body/tiers',
      name: 'name',
      message: 'is the name of an earlier tier',
    }),
  ],
};

const coldWallet: Section<'cold-wallet'> = {
  successMessage: 'Configuration de Cold Wallet avec succès',
  ...storedWithCents<'cold-wallet'>(['price']),
  violations: (value) =>
    minNotAboveMax(
      'body',
      { name: 'delivery_days_min', value: value.delivery_days_min },
      { name: 'delivery_days_max', value: value.delivery_days_max },
    ),
};

export const sections: { [S in ConfigurationSection]: Section<S> } = {
  swap,
  kyc,
  transaction,
  visa,
  'cold-wallet': coldWallet,
};
