import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, overflowWrap: 'anywhere' });
