import { style } from '@vanilla-extract/css';
import { bareList } from '../../styles/layout.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '28rem',
});

export const subTitle = style({ fontSize: vars.font.sizeMd, fontWeight: 600 });

export const recovery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.sm,
});

export const codes = style([
  bareList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: vars.space.sm,
    fontFamily: 'ui-monospace, monospace',
  },
]);

export const secret = style({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });

export const current = style({ fontWeight: 600 });
