import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { control, field, popover as basePopover } from '../field/field.css.ts';

export { error, field, label, listBox, option } from '../field/field.css.ts';

export const popover = style([basePopover, { minWidth: 'var(--trigger-width)' }]);

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      // The button itself is never marked invalid: the field around it is.
      [`${field}[data-invalid] &`]: { borderColor: vars.color.danger, borderWidth: '2px' },
    },
  },
]);

export const chevron = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
});
