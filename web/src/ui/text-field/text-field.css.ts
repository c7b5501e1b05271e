export { control as input, error, field, label, unitBox, unitInput } from '../field/field.css.ts';
