/** What every page shares whatever its feature: the h1, and the box of an error that stops it. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const pageTitle = style({
  fontSize: vars.font.sizeXl,
  lineHeight: 1.2,
});

/** The error state of a page or a panel: what went wrong and, below, a way out (retry, reload). */
export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerBackground,
});

export const errorMessage = style({
  color: vars.color.danger,
  fontWeight: 600,
});
