import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '2.5rem',
  height: '1.5rem',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  transition: 'background-color 120ms ease-out',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    [`${switchRoot}[data-focus-visible] &`]: { outline: vars.focusRing, outlineOffset: '2px' },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.6 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '0.125rem',
  left: '0.125rem',
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  backgroundColor: vars.color.text,
  transition: 'transform 120ms ease-out',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1rem)', backgroundColor: vars.color.onAccent },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
