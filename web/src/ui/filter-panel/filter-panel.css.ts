import { style } from '@vanilla-extract/css';

export { stack as panel, actions } from '../../styles/layout.css.ts';

// Below this width a list's filters would fill the first screen: they fold behind a button.
const phone = 'screen and (max-width: 40rem)';
const wider = 'screen and (min-width: 40.0625rem)';

export const toggle = style({
  alignSelf: 'flex-start',
  '@media': { [wider]: { display: 'none' } },
});

export const fields = style({
  '@media': { [phone]: { selectors: { '&[data-folded]': { display: 'none' } } } },
});
