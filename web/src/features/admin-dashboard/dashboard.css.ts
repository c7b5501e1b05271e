import { style } from '@vanilla-extract/css';
import { bareList } from '../../styles/layout.css.ts';
import { vars } from '../../styles/theme.css.ts';

/** The figures as cards, as many per row as fit. */
export const grid = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: vars.space.md,
  },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const name = style({ fontSize: vars.font.sizeMd, fontWeight: 600 });

export const value = style({
  fontSize: vars.font.sizeXl,
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const unavailable = style({ fontSize: vars.font.sizeLg, color: vars.color.textMuted });
