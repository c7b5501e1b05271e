import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media.ts';
import { vars } from '../../styles/theme.css.ts';

export { stack as panel } from '../../styles/layout.css.ts';

export const toggle = style({
  alignSelf: 'flex-start',
  '@media': { [media.aboveSmall]: { display: 'none' } },
});

// One row of fields, aligned on their inputs, wrapping; on a small screen it would fill the first screen:
// it folds behind a button.
export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.small]: { selectors: { '&[data-folded]': { display: 'none' } } } },
});
