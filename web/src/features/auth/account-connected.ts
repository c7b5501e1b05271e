/**
 * The local flag AccountConnected of the product spec: `yes` once a sign-in completes, `false` after a
 * sign-out. Other tabs and the public site read it; the session itself stays in the BFF's cookie.
 */
export const ACCOUNT_CONNECTED_KEY = 'AccountConnected';

export function markAccountConnected(connected: boolean): void {
  try {
    window.localStorage.setItem(ACCOUNT_CONNECTED_KEY, connected ? 'yes' : 'false');
  } catch {
    // Without storage there is nobody to tell.
  }
}
