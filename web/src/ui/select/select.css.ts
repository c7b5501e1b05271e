import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '18rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
});

export const listBox = style({
  outline: 'none',
  padding: vars.space.xs,
});

export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  },
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});
