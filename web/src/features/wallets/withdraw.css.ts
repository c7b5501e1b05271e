import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

// The review's address, in full and in monospace groups the eye can check one by one.
export const address = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeMd,
  lineHeight: 1.8,
});
