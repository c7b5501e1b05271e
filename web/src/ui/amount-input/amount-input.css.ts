import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The field and its Max button side by side. */
export const withMax = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  alignItems: 'start',
});

// Level with the input: below the label's line.
export const maxButton = style({
  marginTop: '1.6rem',
});
