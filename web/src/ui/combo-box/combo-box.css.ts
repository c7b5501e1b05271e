import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { popover as basePopover } from '../field/field.css.ts';

export { error, field, label, listBox, option } from '../field/field.css.ts';

export const popover = style([basePopover, { width: 'var(--trigger-width)' }]);

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRight: 0,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.divider },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
  },
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
});
