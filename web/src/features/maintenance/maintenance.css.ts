import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export { pageTitle as title } from '../../ui/page/page.css.ts';

export const screen = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const icon = style({ width: '4rem', height: '4rem', color: vars.color.accent });
