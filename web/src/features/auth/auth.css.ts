import { style } from '@vanilla-extract/css';
import { bareList } from '../../styles/layout.css.ts';
import { vars } from '../../styles/theme.css.ts';

export { pageTitle as title } from '../../ui/page/page.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '28rem',
  margin: '0 auto',
});

export const wide = style({
  maxWidth: '36rem',
});

export const intro = style({
  color: vars.color.textMuted,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const links = style([
  bareList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
