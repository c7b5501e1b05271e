import { style } from '@vanilla-extract/css';
import { bareList, page as layoutPage } from '../../styles/layout.css.ts';
import { vars } from '../../styles/theme.css.ts';

export { fieldGrid } from '../../ui/field/field.css.ts';
export { errorBox as alert, errorMessage as alertMessage } from '../../ui/page/page.css.ts';
export {
  actions,
  filters,
  muted,
  muted as status,
  panel as section,
  plainList as rows,
  sectionTitle,
} from '../../styles/layout.css.ts';

/** A configuration page: the layout's, at a readable width. */
export const page = style([layoutPage, { maxWidth: '72rem' }]);

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const rowLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: 700,
});

// Wide enough for an asset's code and name ("KNT — Kinetic Token") on one line in its picker.
export const rowFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12.5rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const changes = style([
  bareList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    overflowWrap: 'anywhere',
  },
]);
