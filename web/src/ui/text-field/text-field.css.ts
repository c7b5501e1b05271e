export { control as input, error, field, label } from '../field/field.css.ts';
