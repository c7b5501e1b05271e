import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';

// One hue per series, none of them the danger red (a holding is not a warning); each meets 3:1
// against the page in both modes, and slices are also kept apart by a gap and named in the table.
export const TONE_COLORS = [
  vars.color.series1,
  vars.color.series2,
  vars.color.series3,
  vars.color.series4,
  vars.color.series5,
  vars.color.series6,
];

export const TONES = TONE_COLORS.length;

export const figure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  margin: 0,
});

export const ring = style({
  width: '12rem',
  height: '12rem',
  flexShrink: 0,
});

export const track = style({
  fill: 'none',
  stroke: vars.color.divider,
  strokeWidth: 5,
});

const sliceBase = style({
  fill: 'none',
  strokeWidth: 5,
});

export const slice = TONE_COLORS.map((color) => style([sliceBase, { stroke: color }]));

const swatchBase = style({
  display: 'inline-block',
  width: '0.875rem',
  height: '0.875rem',
  marginInlineEnd: vars.space.sm,
  borderRadius: vars.radius.sm,
  verticalAlign: 'middle',
});

export const swatch = TONE_COLORS.map((color) => style([swatchBase, { backgroundColor: color }]));

export const legend = style({
  flex: '1 1 16rem',
  borderCollapse: 'collapse',
});

globalStyle(`${legend} th, ${legend} td`, {
  padding: vars.space.xs,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const numeric = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { [`${legend} &`]: { textAlign: 'end' } },
});

export const caption = style([visuallyHidden]);
