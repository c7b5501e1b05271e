import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

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

export const title = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.danger,
  fontWeight: 700,
});

export const note = style({ margin: 0, color: vars.color.text });

// An element and a class: the zone's buttons are outlined in the danger colour whatever the load order.
globalStyle(`${zone} button`, { borderColor: vars.color.danger });
