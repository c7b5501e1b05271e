import { style } from '@vanilla-extract/css';
import { control } from '../field/field.css.ts';

export { error, field, label } from '../field/field.css.ts';

export const input = style([control, { width: '100%' }]);
