import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
});

export const input = style({
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
    // Invalid is drawn with a thicker border as well as the colour, so it does not rest on colour alone.
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});
