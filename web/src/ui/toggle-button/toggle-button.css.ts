import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const toggleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    // Pressed reads quietly (a tinted box with a bar), so the page's one main action keeps the accent fill.
    '&[data-selected]': {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.textMuted,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
