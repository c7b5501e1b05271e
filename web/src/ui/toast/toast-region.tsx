// The unstyled build: the default one injects a <style> element at run time, which the CSP refuses.
// The stylesheet is bundled with the app's CSS instead.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { defineMessages, useIntl } from 'react-intl';
import { useMode } from '../../styles/mode-provider.tsx';

const messages = defineMessages({
  region: {
    id: 'toast.region',
    defaultMessage: 'Messages (Alt+T)',
    description: 'Accessible name of the area where toasts appear; Alt+T moves the focus there',
  },
});

/** Where toasts appear, as the product asks: top right, 5 s, closed by a click, paused on hover and focus loss. */
export function Toaster() {
  const { mode } = useMode();
  const intl = useIntl();
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
