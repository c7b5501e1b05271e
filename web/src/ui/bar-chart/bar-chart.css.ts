import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, minWidth: 0 });

export const drawing = style({ display: 'block', width: '100%', height: '3rem' });

export const bar = style({ fill: vars.color.accent });

// A day without any still shows where it is, as a thin line on the baseline.
export const baseline = style({ stroke: vars.color.border, strokeWidth: 1 });

export const data = style({ fontSize: vars.font.sizeSm });

export const summary = style({ cursor: 'pointer', color: vars.color.textMuted });

export const table = style({ borderCollapse: 'collapse', marginTop: vars.space.xs });

export const cell = style({ padding: `0 ${vars.space.sm}`, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
