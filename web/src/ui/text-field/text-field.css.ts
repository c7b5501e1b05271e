export { control as input, description, error, field, label, unitBox, unitInput } from '../field/field.css.ts';
