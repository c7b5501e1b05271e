import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export { error, field, label } from '../field/field.css.ts';

// The input and its unit in one bordered box: the unit reads as part of the value, "10 000,00 USDT".
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '2.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': { outline: vars.focusRing, outlineOffset: '2px' },
    // The text field, not the group, knows it is invalid or disabled.
    '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
    '[data-disabled] > &': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  outline: 'none',
});

export const unit = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
