/**
 * The layout classes every feature composes its pages of: one home, so that a page, a muted line or a
 * row of filters looks the same wherever it is. A feature adds only what is its own.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A page's blocks, one under the other (a feature may cap its width). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** A group inside a page (a list with its count and pager, a form's fields). */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** A list without bullets or indent; its layout is its own. */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A list whose items are blocks of their own (cards, forms), one under the other, without bullets. */
export const plainList = style([stack, bareList]);

/** Cards side by side, as many as fit at 15rem or more, one per row on a phone. */
export const cardGrid = style([
  bareList,
  { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: vars.space.md },
]);

/** A framed group of a page. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});

export const sectionTitle = style({
  fontSize: vars.font.sizeLg,
  lineHeight: 1.3,
});

/** Secondary text: a hint, a count, a loading line. */
export const muted = style({
  color: vars.color.textMuted,
});

/** The filters above a list, side by side, wrapping, aligned on their inputs. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
});

/** A row of buttons or links. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/**
 * Terms and their values side by side (a pack's, a stake's); a pair may be wrapped in a div. Where a value
 * cannot break (an amount), its term wraps rather than push it out of the box.
 */
export const facts = style({
  display: 'grid',
  // The term takes at most a third of the row: a long one wraps, and a date or an amount keeps its line.
  gridTemplateColumns: 'fit-content(33%) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} > div`, { display: 'contents' });
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
