import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export { stack as list } from '../../../styles/layout.css.ts';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  margin: 0,
  padding: 0,
  border: 0,
});
