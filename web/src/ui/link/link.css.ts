import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css.ts';

// What every link has. Colour, decoration and shape are a variant's, never both a variant's and a
// caller's class: two classes setting one property would let the stylesheets' load order decide.
export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    outline: 'none',
    cursor: 'pointer',
    selectors: { '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' } },
  },
  variants: {
    variant: {
      inline: {
        color: vars.color.accent,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      },
      // The caller's class gives the colour and the decoration (menu entries, the logo).
      plain: {},
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

/** With the button's look (which leaves the decoration alone): a link that looks like a button is not underlined. */
export const buttonLink = style({ textDecoration: 'none' });
