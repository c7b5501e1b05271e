import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The previous page of a list, while the next one loads. */
export const busy = style({
  opacity: 0.6,
});

/** What the table says when no row matches: inset like a cell's text, not against the border. */
export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
});
