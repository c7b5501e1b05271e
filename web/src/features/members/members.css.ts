import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** Term and value pairs, two columns where there is room, one under the other on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const photo = style({ width: '6rem', height: '6rem', borderRadius: '50%', objectFit: 'cover' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});
