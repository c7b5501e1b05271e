import { globalStyle } from '@vanilla-extract/css';
import './responsive-table.css.ts';
import { vars } from './theme.css.ts';

// Native scrollbars and form controls follow the mode too.
globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root.dark', { colorScheme: 'dark' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
});

// Controls draw their own ring from [data-focus-visible]; this covers anything else focusable.
globalStyle(':focus-visible', { outline: vars.focusRing, outlineOffset: '2px' });

globalStyle('h1, h2, h3, p', { margin: 0 });

// react-aria's own rule for pressable elements (no double-tap zoom delay), which it would inject as an
// inline <style> that the CSP refuses; index.html tells it the rule is already here.
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });

// Toasts in the app's font and colours. `html:root` outranks the `:root` of react-toastify's own sheet,
// whatever the order the two stylesheets load in.
globalStyle('html:root', {
  vars: {
    '--toastify-font-family': 'inherit',
    '--toastify-color-light': vars.color.background,
    '--toastify-text-color-light': vars.color.text,
    '--toastify-color-dark': vars.color.surface,
    '--toastify-text-color-dark': vars.color.text,
  },
});
