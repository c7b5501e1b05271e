import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  // The selected tab is marked by a thick underline as well as its colour, not by colour alone.
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const tabPanel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
  },
});
