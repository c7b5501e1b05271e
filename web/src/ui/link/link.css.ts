import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
  },
});
