import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The services side by side, one per row on a phone. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
