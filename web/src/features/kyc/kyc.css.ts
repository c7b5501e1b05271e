import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const reason = style({ color: vars.color.danger, fontWeight: 600 });

export const textArea = style({ minHeight: '6rem', resize: 'vertical' });
