/**
 * Maintenance mode (product spec, section 4): none, partial or global, for non-admins only. The
 * build sets it (VITE_MAINTENANCE_MODE, default none); the BFF can override it at run time with a
 * `<meta name="maintenance-mode">` in index.html (its MAINTENANCE_MODE setting).
 */
export const MAINTENANCE_MODES = ['none', 'partial', 'global'] as const;
export type MaintenanceMode = (typeof MAINTENANCE_MODES)[number];

const isMode = (value: unknown): value is MaintenanceMode => (MAINTENANCE_MODES as readonly unknown[]).includes(value);

/** The meta tag's mode when it names one, else the build's, else none. */
export function readMaintenanceMode(
  doc: Pick<Document, 'querySelector'> = document,
  buildMode: unknown = import.meta.env.VITE_MAINTENANCE_MODE,
): MaintenanceMode {
  const meta = doc.querySelector('meta[name="maintenance-mode"]')?.getAttribute('content')?.trim();
  if (isMode(meta)) return meta;
  return isMode(buildMode) ? buildMode : 'none';
}

// Paths inside the app, without the /account base and without a trailing slash.
const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const PARTIAL = (path: string) => path === '/login' || path === '/register' || path.startsWith('/register/');
const GLOBAL_EXCEPTIONS = new Set(['/silent/login']);

/**
 * Whether `path` shows the maintenance page instead of itself. Administrators are never held back;
 * partial closes only sign-in and registration; global closes everything but /silent/login, the way
 * in left to administrators.
 */
export function showsMaintenance(mode: MaintenanceMode, path: string, isAdmin: boolean): boolean {
  if (isAdmin || mode === 'none') return false;
  const at = trim(path);
  if (mode === 'partial') return PARTIAL(at);
  return !GLOBAL_EXCEPTIONS.has(at);
}
