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
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { textDecoration: 'underline' },
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

/** A sortable column's name and its arrow, which points the way the list is sorted. */
export const sortable = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sortArrow = style({
  width: '1rem',
  height: '1rem',
  flex: 'none',
  selectors: {
    // Unsorted: muted (not faded, it keeps its contrast), pointing the way a press will sort it.
    '&[data-direction="none"]': { color: vars.color.textMuted },
    '&[data-direction="descending"]': { transform: 'rotate(180deg)' },
  },
});
