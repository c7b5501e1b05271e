import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css.ts';

// Shape of the buttons that look like buttons. The `plain` variant has none of it, so the class a
// caller adds for layout never competes with this one (their order in the CSS is not guaranteed).
const boxed = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: 600,
  transition: 'background-color 120ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
} as const;

export const button = recipe({
  base: {
    font: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        ...boxed,
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.accentHover },
          '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
        },
      },
      secondary: {
        ...boxed,
        backgroundColor: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surface },
          '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
        },
      },
      // What removes or stops something: drawn in the danger colour wherever it is.
      danger: {
        ...boxed,
        backgroundColor: 'transparent',
        color: vars.color.danger,
        borderColor: vars.color.danger,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.dangerBackground },
          '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
        },
      },
      // A whole card or row that acts as a button: it keeps the look and layout its caller gives it;
      // the focus ring is drawn inside, where a container's overflow cannot clip it.
      plain: {
        margin: 0,
        border: 0,
        backgroundColor: 'transparent',
        color: 'inherit',
        textAlign: 'start',
        selectors: {
          '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-4px' },
        },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
