import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  fontWeight: 600,
});

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const reason = style({ color: vars.color.danger, fontWeight: 600 });

export const textArea = style({ minHeight: '6rem', resize: 'vertical' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  backgroundColor: 'rgb(0 0 0 / 0.5)',
  zIndex: 100,
});

export const modal = style({
  width: 'min(32rem, 100%)',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const dialog = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, outline: 'none' });
