import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

// The widget's own stylesheet reads these custom properties: the theme's colours, so it follows light and dark.
export const captcha = style({
  vars: {
    '--altcha-color-base': vars.color.background,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-neutral': vars.color.surface,
    '--altcha-color-neutral-content': vars.color.text,
    '--altcha-color-primary': vars.color.accent,
    '--altcha-color-primary-content': vars.color.onAccent,
    '--altcha-color-error': vars.color.danger,
    '--altcha-color-error-content': vars.color.onAccent,
    '--altcha-border-color': vars.color.border,
    '--altcha-checkbox-border-color': vars.color.border,
    '--altcha-checkbox-outline-color': vars.color.accent,
    '--altcha-border-radius': vars.radius.md,
    '--altcha-max-width': '100%',
  },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  margin: 0,
});

// The widget draws its logo (a link to its site) at 70 % opacity, 2.1:1 on white: a link's icon needs 3:1.
globalStyle(`${captcha} .altcha-logo`, { opacity: 1 });
