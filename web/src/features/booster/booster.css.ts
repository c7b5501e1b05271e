import { style } from '@vanilla-extract/css';
import { bareList, page as layoutPage } from '../../styles/layout.css.ts';
import { vars } from '../../styles/theme.css.ts';

export { facts } from '../../styles/layout.css.ts';
export { fieldGrid } from '../../ui/field/field.css.ts';

/** A booster page: the layout's, at a readable width. */
export const page = style([layoutPage, { maxWidth: '72rem' }]);

/** The tiers side by side, wrapping to one per line on a phone. */
export const tiers = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: vars.space.md,
  },
]);

export const tier = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  // The price's size follows the card's width (below).
  containerType: 'inline-size',
});

export const current = style({ borderColor: vars.color.accent, borderWidth: 2 });

export const tierName = style({ margin: 0, fontSize: vars.font.sizeLg });

// With all of USDT's decimals ("10 000,000000"), a price fits its card by shrinking, never breaking.
export const tierPrice = style({ margin: 0, fontSize: `min(${vars.font.sizeXl}, 11cqi)`, fontWeight: 700 });

/** The price's figures never break; its unit, smaller, goes under them when the card is too narrow. */
export const tierPriceFigures = style({ whiteSpace: 'nowrap' });

export const tierPriceUnit = style({ fontSize: vars.font.sizeMd });

export const status = style({ fontWeight: 700 });

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerBackground,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
