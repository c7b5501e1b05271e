import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const alert = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerBackground,
  color: vars.color.danger,
  fontWeight: 600,
});
