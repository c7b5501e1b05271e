import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media.ts';
import { vars } from '../../styles/theme.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) 1fr',
  gap: vars.space.md,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: 0 } },
});

export const term = style({ color: vars.color.textMuted, fontWeight: 600 });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });

export const photo = style({
  width: '8rem',
  height: '8rem',
  objectFit: 'cover',
  borderRadius: '50%',
  border: `1px solid ${vars.color.divider}`,
});
