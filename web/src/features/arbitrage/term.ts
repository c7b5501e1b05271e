/** The end of a term taken today: midnight UTC after the `days` whole days that follow today. */
export function endOfTerm(now: Date, days: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1 + days));
}
