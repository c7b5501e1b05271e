import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media.ts';

export { stack as panel, actions, actions as bar } from '../../styles/layout.css.ts';

export const toggle = style({
  alignSelf: 'flex-start',
  '@media': { [media.aboveSmall]: { display: 'none' } },
});

// On a small screen a list's filters would fill the first screen: they fold behind a button.
export const fields = style({
  '@media': { [media.small]: { selectors: { '&[data-folded]': { display: 'none' } } } },
});
