import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const container = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-2px' },
  },
});

export const column = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-2px' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.divider}` },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-2px' },
  },
});

export const cell = style({
  padding: vars.space.sm,
  verticalAlign: 'top',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-2px' },
  },
});

/** What a table says when it has no row: inset like a cell's text, not against the border. */
export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
});

// After column and cell in this file, so it wins over their alignment whatever the load order.
/** Amounts and counts: right-aligned, digit under digit. */
export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
