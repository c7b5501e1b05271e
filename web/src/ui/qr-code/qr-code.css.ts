import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const qrCode = style({
  display: 'block',
  width: '12rem',
  height: '12rem',
  maxWidth: '100%',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.sm,
});
