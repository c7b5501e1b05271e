import { globalStyle, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const fullScreenRule: StyleRule = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
};

const spinnerRule: StyleRule = {
  width: '3rem',
  height: '3rem',
  border: `4px solid ${vars.color.divider}`,
  borderTopColor: vars.color.accent,
  borderRadius: '50%',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
};

export const fullScreen = style(fullScreenRule);
export const spinner = style(spinnerRule);

// The same loader written in index.html, painted before any script has run; React replaces it with
// the component. It carries its label in both languages and shows the one of <html lang>, which
// src/styles/mode-init.js sets before the first paint.
const STARTUP = '#startup-loader';
globalStyle(STARTUP, fullScreenRule);
globalStyle(`${STARTUP} > [aria-hidden]`, spinnerRule as Parameters<typeof globalStyle>[1]);
globalStyle(`html:lang(en) ${STARTUP} > [lang='fr'], html:not(:lang(en)) ${STARTUP} > [lang='en']`, {
  display: 'none',
});
