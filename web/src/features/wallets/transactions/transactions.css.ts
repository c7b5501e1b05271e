import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export { error, field, label } from '../../../ui/field/field.css.ts';
export { errorBox, errorMessage } from '../../../ui/page/page.css.ts';
export { muted, muted as status, stack as list } from '../../../styles/layout.css.ts';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  margin: 0,
  padding: 0,
  border: 0,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const incoming = style([amount, { color: vars.color.accent }]);

export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const busy = style({
  opacity: 0.6,
});
