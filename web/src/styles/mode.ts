/**
 * The display mode: light (default) or dark, saved under `app-mode` and applied as a class on <html>.
 * src/styles/mode-init.js repeats the read-and-apply part before the first paint, so keep the key and
 * the class names the same in both places.
 */
export type Mode = 'light' | 'dark';

export const MODE_STORAGE_KEY = 'app-mode';
export const DEFAULT_MODE: Mode = 'light';

export function readStoredMode(): Mode {
  try {
    return window.localStorage.getItem(MODE_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_MODE;
  } catch {
    return DEFAULT_MODE;
  }
}

export function storeMode(mode: Mode): void {
  try {
    window.localStorage.setItem(MODE_STORAGE_KEY, mode);
  } catch {
    // Without storage the mode lasts until the page is left, which is all we can do.
  }
}

export function applyMode(mode: Mode): void {
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
}
