import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// What a save closes, one line each, in the confirmation dialog.
export const changes = style({ margin: 0, paddingInlineStart: vars.space.lg, overflowWrap: 'anywhere' });
