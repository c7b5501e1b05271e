import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { control } from '../field/field.css.ts';

export { error, field, label } from '../field/field.css.ts';

export const dateInput = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: '1px',
    selectors: {
      '&[data-focus-within]': { outline: vars.focusRing, outlineOffset: '2px' },
    },
  },
]);

export const dateSegment = style({
  padding: '0 2px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { padding: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  },
});
