import type { toast as Toast } from 'react-toastify/unstyled';

type ToastApi = typeof Toast;

let shown: ToastApi | undefined;
let regionMounted!: (toast: ToastApi) => void;
const regionReady = new Promise<ToastApi>((resolve) => {
  regionMounted = resolve;
});

/** Called by the toast region once its container is on the page, with react-toastify's `toast`. */
export function toastRegionMounted(toast: ToastApi): void {
  shown = toast;
  regionMounted(toast);
}

/**
 * Runs `show` with react-toastify's `toast` once the toast region is on the page: at once when it
 * is, as soon as it mounts otherwise. The region is loaded lazily (toaster.tsx); react-toastify keeps
 * a toast shown before its container exists but loses the updates to it, so a promise toast started
 * early would stay pending for ever. Once the region is there nothing waits, so a promise toast's
 * pending text shows as the promise starts, not a task later.
 */
export function withToasts(show: (toast: ToastApi) => void): void {
  if (shown) show(shown);
  else void regionReady.then(show);
}
