// The unstyled build: the default one injects a <style> element at run time, which the CSP refuses.
// The stylesheet is bundled with this chunk's CSS instead.
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useMode } from '../../styles/mode-provider.tsx';
import { toastRegionMounted } from './toastify.ts';

const messages = defineMessages({
  region: {
    id: 'toast.region',
    defaultMessage: 'Messages (Alt+T)',
    description: 'Accessible name of the area where toasts appear; Alt+T moves the focus there',
  },
});

/** Where toasts appear, as the product asks: top right, 5 s, closed by a click, paused on hover and focus loss. */
export function ToastRegion() {
  const { mode } = useMode();
  const intl = useIntl();
  // React runs a child's effects before its parent's, and ToastContainer registers itself in one.
  useEffect(() => toastRegionMounted(toast), []);
  return (
    <ToastContainer
      aria-label={intl.formatMessage(messages.region)}
      position="top-right"
      autoClose={5000}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme={mode}
    />
  );
}
