import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../styles/media.ts';
import { vars } from '../../styles/theme.css.ts';
import { TONE_COLOURS } from './status-tone.ts';

/** A reference or a date: read as one piece, never broken over two lines. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** Amounts line up digit under digit, right-aligned with their unit. */
export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'end',
});

export const incoming = style({ color: vars.color.accent });

const pillBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  border: '1px solid',
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
});

// A dot before the text: hollow while waiting, full once decided, so the shape says it too.
const dot = {
  content: '""',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  border: '2px solid currentColor',
  flex: 'none',
} as const;

export const pill = styleVariants(TONE_COLOURS, ({ text, fill, border }, tone) => [
  pillBase,
  {
    color: vars.color[text],
    backgroundColor: vars.color[fill],
    borderColor: vars.color[border],
    borderStyle: tone === 'waiting' ? 'dashed' : 'solid',
    selectors: {
      '&::before': { ...dot, backgroundColor: tone === 'waiting' ? 'transparent' : 'currentColor' },
    },
  },
]);

export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSm,
});

export const chainValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

/** The full value in the drawer: wraps anywhere rather than widening the panel. */
export const fullValue = style([mono, { overflowWrap: 'anywhere', whiteSpace: 'normal' }]);

export const smallAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed], a&:hover': { backgroundColor: vars.color.surface },
    '&[data-focus-visible], a&:focus-visible': { outline: vars.focusRing, outlineOffset: '2px' },
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  justifyContent: 'flex-end',
  backgroundColor: 'rgb(0 0 0 / 0.5)',
});

/** A side panel on the right; the whole screen on a phone. */
export const panel = style({
  width: 'min(34rem, 100%)',
  height: '100%',
  overflowY: 'auto',
  borderLeft: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: '-12px 0 32px rgb(0 0 0 / 0.3)',
  '@media': { [media.small]: { width: '100%', borderLeft: 0 } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.small]: { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, overflowWrap: 'anywhere' });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fieldName = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, fontWeight: 600 });

export const fieldValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.divider}`,
  listStyle: 'none',
});

export const timelineWhen = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The actions of the drawer, each in its own block: a refusal is apart from the approval. */
export const actionBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const dangerBlock = style([
  actionBlock,
  { borderColor: vars.color.danger, backgroundColor: vars.color.dangerBackground },
]);

export const dangerTitle = style([sectionTitle, { color: vars.color.danger }]);

/** A row's reference that opens its drawer: reads as a link, on one line. */
export const opener = style({
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
  },
});

/** A record's chevron: a square target no taller than a line of text, so the row keeps one line's height. */
export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.accent },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '1px' },
  },
});
globalStyle(`${chevron} svg`, { width: '1.25rem', height: '1.25rem' });

/** An opener whose text is a phrase (a stake's terms) rather than a code: it may wrap. */
export const openerPhrase = style([opener, { whiteSpace: 'normal', textAlign: 'start' }]);

export const fieldRow = style({ display: 'contents' });
