/**
 * What every form control shares — the label above, the bordered control, the error below, and the
 * list popover of the pickers — so text, number, select and combo box fields look and behave as one.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
});

/** What the field expects, under its box; react-aria links it to the input (aria-describedby). */
export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/**
 * A form's fields side by side when there is room, each at least 14rem wide. Each field's label,
 * control, description and error share rows with its neighbours' (subgrid), so a label on two lines
 * does not lower its control below theirs. The rows are a field's parts: the space between fields is
 * each one's margin, and the grid takes the last row's back.
 */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  columnGap: vars.space.md,
  marginBottom: `calc(-1 * ${vars.space.md})`,
  alignItems: 'start',
});
globalStyle(`${fieldGrid} > *`, { gridRow: 'span 4', marginBottom: vars.space.md });
globalStyle(`${fieldGrid} > ${field}`, {
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space.xs,
  alignItems: 'start',
});
globalStyle(`${fieldGrid} > ${field} > ${label}`, { alignSelf: 'end' });

/** A child of a field grid that takes a whole row of it: a web address is read whole. */
export const wholeRow = style({ gridColumn: '1 / -1' });

/** The bordered box the user types in or presses. Invalid is a thicker border too, not colour alone. */
export const control = style({
  minHeight: '2.5rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});

export const popover = style({
  maxHeight: '18rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
});

export const listBox = style({
  outline: 'none',
  padding: vars.space.xs,
});

export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  },
});

// The input and its unit in one bordered box: the unit reads as part of the value, "10 000,00 USDT".
export const unitBox = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInlineEnd: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-within': { outline: vars.focusRing, outlineOffset: '2px' },
    // The text field, not the box, knows it is invalid.
    '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const unitInput = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.sm,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 'normal',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  outline: 'none',
});

// A field and a button level with its box, side by side (an amount's Max). By a data attribute, not a
// class: the field styles load with every page, and a class would be one more export in their chunk.
globalStyle('[data-field-with-button]', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  alignItems: 'start',
});
// Below the label's line.
globalStyle('[data-field-with-button] > button', { marginTop: '1.6rem' });
