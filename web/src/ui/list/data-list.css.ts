import { style } from '@vanilla-extract/css';

/** The previous page of a list, while the next one loads. */
export const busy = style({
  opacity: 0.6,
});
