import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The previous page of a list, while the next one loads. */
export const busy = style({
  opacity: 0.6,
});

/** The count's line: the count at its start, what acts on the whole list (its export) at its end. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
