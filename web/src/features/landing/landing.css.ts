import { style } from '@vanilla-extract/css';
import { bareList } from '../../styles/layout.css.ts';
import { vars } from '../../styles/theme.css.ts';

export { pageTitle as title } from '../../ui/page/page.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.xl,
});

export const tagline = style({
  fontSize: vars.font.sizeLg,
  color: vars.color.textMuted,
});

export const links = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.lg,
    fontWeight: 600,
  },
]);
