import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ fontSize: vars.font.sizeXl, lineHeight: 1.2 });
