export const DEFAULT_LANDING = '/wallets/my-wallets' as const;

/**
 * Where login and register send a signed-in user: the page he came from, when it is a path of this
 * app, else his wallets. Anything else (`//host`, `/\host`, `https://...`) would leave the app: no
 * open redirects. Coming back to /logout would sign him out again, so it counts as no origin.
 */
export function redirectTarget(origin: unknown): string {
  if (typeof origin !== 'string' || !origin.startsWith('/')) return DEFAULT_LANDING;
  if (origin.startsWith('//') || origin.startsWith('/\\')) return DEFAULT_LANDING;
  // Control characters (a tab inside "/\t/host") are dropped by URL parsers and could rebuild "//".
  if ([...origin].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return DEFAULT_LANDING;
  const path = origin.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  if (path === '/logout') return DEFAULT_LANDING;
  return origin;
}
