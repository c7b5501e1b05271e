import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export { pageTitle as title } from '../../ui/page/page.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
