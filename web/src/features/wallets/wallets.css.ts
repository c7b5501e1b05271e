import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
