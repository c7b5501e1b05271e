import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  backgroundColor: 'rgb(0 0 0 / 0.5)',
});

export const modal = style({
  width: '100%',
  maxWidth: '32rem',
  maxHeight: '100%',
  overflowY: 'auto',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.3)',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  outline: 'none',
  overflowWrap: 'anywhere',
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, lineHeight: 1.3 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// Two classes: the danger colours win over the button's own, whatever order the stylesheets load in.
export const danger = style({});
export const dangerButton = style({
  selectors: {
    [`${danger} &`]: {
      backgroundColor: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.background,
    },
    [`${danger} &[data-hovered], ${danger} &[data-pressed]`]: { filter: 'brightness(0.9)' },
  },
});

// The danger zone a confirmed change comes from: one stylesheet for both.

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const zoneTitle = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.danger,
  fontWeight: 700,
});

export const zoneNote = style({ margin: 0, color: vars.color.text });

// An element and a class: the zone's buttons are outlined in the danger colour whatever the load order.
globalStyle(`${zone} button`, { borderColor: vars.color.danger });
