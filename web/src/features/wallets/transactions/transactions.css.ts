export { stack as list } from '../../../styles/layout.css.ts';
