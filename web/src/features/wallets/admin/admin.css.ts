import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export { fieldGrid, wholeRow } from '../../../ui/field/field.css.ts';
export { errorBox as alert, errorMessage as alertMessage } from '../../../ui/page/page.css.ts';
// A figure of the books: an amount's style, digit under digit and never broken.
export { amount as number } from '../../../ui/money-record/money-record.css.ts';
export {
  actions,
  filters,
  muted,
  muted as status,
  page,
  panel,
  stack as section,
  sectionTitle,
} from '../../../styles/layout.css.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  justifyContent: 'space-between',
});

export const switches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

/** Hashes and addresses: long unbroken strings that must wrap rather than widen the table. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

// Beside the status pill, on the record's one line.
export const marker = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.md,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const identity = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
});

export const definition = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const total = style({
  fontSize: vars.font.sizeLg,
  fontWeight: 700,
});

const ledgerStatusBase = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: '2px',
  borderStyle: 'solid',
});

export const ledgerBalanced = style([
  ledgerStatusBase,
  { borderColor: vars.color.accent, backgroundColor: vars.color.surface },
]);

export const ledgerNotBalanced = style([
  ledgerStatusBase,
  { borderColor: vars.color.danger, backgroundColor: vars.color.dangerBackground },
]);

export const ledgerIcon = style({
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
});

export const ledgerIconBalanced = style({ color: vars.color.accent });
export const ledgerIconNotBalanced = style({ color: vars.color.danger });

export const ledgerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const ledgerHeadline = style({
  fontSize: vars.font.sizeLg,
  fontWeight: 700,
  lineHeight: 1.3,
});

export const ledgerHeadlineBad = style({ color: vars.color.danger });

export const stateCell = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  whiteSpace: 'nowrap',
});

export const stateBad = style({
  color: vars.color.danger,
  fontWeight: 700,
});

export const stateIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
});

// The ledger's nine columns fit the page's column: their long names wrap rather than widen it.
export const ledgerTable = style({});
globalStyle(`${ledgerTable} thead th`, { whiteSpace: 'normal', verticalAlign: 'bottom' });
