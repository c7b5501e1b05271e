import type * as Toastify from 'react-toastify/unstyled';

let regionMounted!: () => void;
const regionReady = new Promise<void>((resolve) => {
  regionMounted = resolve;
});

/** Called by the toast region once its container is on the page. */
export const toastRegionMounted = (): void => regionMounted();

/**
 * react-toastify's `toast`, once the toast region is on the page. The region is loaded lazily
 * (toaster.tsx); react-toastify keeps a toast shown before its container exists but loses the updates
 * to it, so a promise toast started early would stay pending for ever: every toast waits for the region.
 * The region's chunk imports react-toastify, so it is loaded by then.
 */
export async function whenToastsShow(): Promise<typeof Toastify.toast> {
  await regionReady;
  const { toast } = await import('react-toastify/unstyled');
  return toast;
}
