import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.xl,
});

export const title = style({
  fontSize: vars.font.sizeXl,
  lineHeight: 1.2,
});

export const tagline = style({
  fontSize: vars.font.sizeLg,
  color: vars.color.textMuted,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: 600,
});
