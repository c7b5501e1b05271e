import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

// The packs side by side, wrapping to one per row on a phone.
export { cardGrid as packs } from '../../styles/layout.css.ts';

export const packName = style({ fontSize: vars.font.sizeLg });

export const formWidth = style({ maxWidth: '40rem' });

/** A pack card's facts: each term above its value, so a narrow card never squeezes the value. */
export const cardFacts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
});

// A class may only style its own element: the terms after the first are reached from the list.
globalStyle(`${cardFacts} dt:not(:first-child)`, { marginTop: vars.space.sm });
globalStyle(`${cardFacts} dd`, { margin: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
