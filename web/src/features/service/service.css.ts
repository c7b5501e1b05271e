// The services side by side, one per row on a phone.
export { cardGrid as cards } from '../../styles/layout.css.ts';
