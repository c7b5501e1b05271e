import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const status = style({
  fontWeight: 600,
});
