import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, page as layoutPage } from '../../styles/layout.css.ts';
import { vars } from '../../styles/theme.css.ts';

export { muted, plainList as requests } from '../../styles/layout.css.ts';

/** A wallet page: the layout's, at a readable width. */
export const stack = style([layoutPage, { maxWidth: '72rem' }]);

export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const inlineLinks = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.lg,
  },
]);

export const total = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const totalLabel = style({
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const totalValue = style({
  fontSize: vars.font.sizeXl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const tableScroll = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.divider}`,
});

globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surface,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody tr:last-child > *`, {
  borderBottom: 0,
});

export const numeric = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    [`${table} &`]: { textAlign: 'end' },
  },
});

export const assetCode = style({
  fontWeight: 700,
});

export const assetName = style({
  color: vars.color.textMuted,
  fontWeight: 400,
  fontSize: vars.font.sizeSm,
});

export const actions = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    // On a phone's second line, beside the balance.
    '@container': { '(max-width: 44rem)': { gap: vars.space.sm } },
  },
]);

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '32rem',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  lineHeight: 1.3,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const warning = style({
  margin: 0,
  padding: vars.space.md,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerBackground,
  color: vars.color.text,
  fontWeight: 600,
});

export const alert = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
});

export const countdown = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
});

export const addressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});

globalStyle(`${addressRow} input`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});

// The growth is along a row of the address and its button only: in a form's column, a flex basis
// would be a height.
export const addressField = style({
  minWidth: 0,
  selectors: { [`${addressRow} > &`]: { flex: '1 1 22rem' } },
});

export const timeline = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** A request's reference and amount, its status pill beside them. */
export const requestHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  overflowWrap: 'anywhere',
});

// A term and its description on one line of a facts grid.
export const factRow = style({
  display: 'contents',
});

// The deposit address: labelled like a field, in full on every screen, in groups of four.
export const depositField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const depositLabel = style({ fontWeight: 600, fontSize: vars.font.sizeSm });

export const depositAddress = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeMd,
  lineHeight: 1.8,
  userSelect: 'all',
});

export const addressGroup = style({
  display: 'inline-block',
  marginInlineEnd: '0.6ch',
  whiteSpace: 'nowrap',
});
