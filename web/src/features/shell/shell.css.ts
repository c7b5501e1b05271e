import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const brand = style({
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: 600,
});

export const main = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  outline: 'none',
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.font.sizeXl,
  lineHeight: 1.2,
});

export const icon = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
});
