import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const bar = style({ fontSize: vars.font.sizeSm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const current = style({ color: vars.color.textMuted, fontWeight: 600 });

export const separator = style({ color: vars.color.textMuted });
