import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const languageSwitch = style({
  display: 'inline-flex',
  gap: vars.space.xs,
});
