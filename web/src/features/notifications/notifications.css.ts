import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareList } from '../../styles/layout.css.ts';
import { vars } from '../../styles/theme.css.ts';

export { errorBox as alert, errorMessage as alertMessage } from '../../ui/page/page.css.ts';
export { muted as status } from '../../styles/layout.css.ts';

export const title = style({
  fontSize: vars.font.sizeLg,
  lineHeight: 1.2,
});

export const list = style([
  bareList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  },
]);

export const item = recipe({
  base: {
    border: `1px solid ${vars.color.divider}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background,
    overflow: 'hidden',
  },
  variants: {
    unseen: {
      true: {
        backgroundColor: vars.color.unseenBackground,
        borderColor: vars.color.unseenAccent,
        // A stripe drawn inside, so unseen and seen cards keep their content aligned.
        boxShadow: `inset 4px 0 0 ${vars.color.unseenAccent}`,
      },
      false: {},
    },
  },
});

// The same layout whether the card is a button (unseen) or plain content (seen).
export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.md,
});

export const cardButton = style({
  selectors: {
    '&[data-hovered]': { boxShadow: `inset 0 0 0 1px ${vars.color.unseenAccent}` },
  },
});

export const icon = recipe({
  base: { width: '1.5rem', height: '1.5rem', flexShrink: 0, marginTop: '0.125rem' },
  variants: {
    unseen: {
      true: { color: vars.color.unseenAccent },
      false: { color: vars.color.textMuted },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const itemTitle = style({
  fontWeight: 700,
});

export const description = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const badge = style({
  flexShrink: 0,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
});

export const bellButton = style({
  position: 'relative',
  minWidth: '2.5rem',
});

export const bellIcon = style({ width: '1.25rem', height: '1.25rem' });

// Red in both modes; the button's description says the same thing for those who do not see it.
export const redDot = style({
  position: 'absolute',
  top: '0.35rem',
  right: '0.45rem',
  width: '0.6rem',
  height: '0.6rem',
  borderRadius: '50%',
  backgroundColor: vars.color.danger,
  border: `2px solid ${vars.color.background}`,
});

export const popover = style({
  width: 'min(24rem, calc(100vw - 2rem))',
  maxHeight: '70vh',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  outline: 'none',
});
