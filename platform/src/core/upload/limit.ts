/**
 * How many files a member may send within a window, photos and identity documents together. Each costs a decode;
 * a person changing their photo or sending their documents (again after a rejection) needs a few, a script
 * hammering the decoder many. A named constant rather than a setting: like the sign-in limits, no administrator
 * tunes it. Its window stays within the sign-in window, whose pruning forgets the counted attempts.
 */
export const UPLOAD_LIMIT = { perMember: 20, windowSeconds: 15 * 60 } as const;

/** The limit of one member's uploads, for the attempt counters (the auth module's `countWithinLimit`). */
export function uploadLimitOf(userId: number): { key: string; max: number; windowSeconds: number; what: string } {
  return {
    key: `upload:${userId}`,
    max: UPLOAD_LIMIT.perMember,
    windowSeconds: UPLOAD_LIMIT.windowSeconds,
    what: 'uploads',
  };
}
