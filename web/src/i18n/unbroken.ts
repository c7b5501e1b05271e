/**
 * A date or an amount set in a sentence or a narrow box: its spaces made no-break, so it never breaks across
 * lines ("20 nov. 2026", "0,20 USDT"). Apart from format.ts, which every page's entry loads.
 */
export const unbroken = (text: string): string => text.replace(/ /g, '\u00a0');
