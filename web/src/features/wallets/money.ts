/** Amounts as the pages show them: an asset's, in the interface language, and dollars. */
import { formatNumber } from '../../i18n/format.ts';
import type { Language } from '../../i18n/language.ts';

/** An amount of an asset in the interface language, with at most the asset's decimals: "1 250,5 USDT". */
export function formatAmount(value: string, decimals: number, language: Language): string {
  return formatNumber(value, language, decimals);
}

/** A dollar amount, cents always shown: "2 250,00 $US", "$2,250.00". */
export function formatUsd(value: string, language: Language): string {
  return formatNumber(value, language, 2, { minimumDecimals: 2, currency: 'USD' });
}
