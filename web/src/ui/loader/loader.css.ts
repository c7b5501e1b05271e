import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const spinner = style({
  width: '3rem',
  height: '3rem',
  border: `4px solid ${vars.color.divider}`,
  borderTopColor: vars.color.accent,
  borderRadius: '50%',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});
