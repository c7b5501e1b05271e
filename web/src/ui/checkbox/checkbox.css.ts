import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const checkbox = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
});

// react-aria hides the native input in a 1px clipped span. Spread over the whole label instead (and
// transparent), it is what a pointer hits: a click anywhere on the label, by hand or by an automation
// tool that clicks the input itself, reaches the real checkbox.
globalStyle(`${checkbox} > span:first-child`, {
  clip: 'auto !important',
  clipPath: 'none !important',
  width: '100% !important',
  height: '100% !important',
  margin: '0 !important',
  top: 0,
  left: 0,
  opacity: 0,
});

globalStyle(`${checkbox} > span:first-child > input`, {
  width: '100%',
  height: '100%',
  margin: 0,
  cursor: 'pointer',
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.onAccent,
  selectors: {
    [`${checkbox}[data-selected] &`]: { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    [`${checkbox}[data-focus-visible] &`]: { outline: vars.focusRing, outlineOffset: '2px' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.6 },
  },
});

export const check = style({
  width: '0.875rem',
  height: '0.875rem',
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});
