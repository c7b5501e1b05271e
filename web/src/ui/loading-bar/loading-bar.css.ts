import { keyframes, style } from '@vanilla-extract/css';

/** The product's loading colour (section 9), the same in both modes. */
export const LOADING_BAR_COLOR = '#00faca';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 1000,
  height: '3px',
  overflow: 'hidden',
  pointerEvents: 'none',
});

export const bar = style({
  width: '40%',
  height: '100%',
  backgroundColor: LOADING_BAR_COLOR,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': {
    // Without motion the bar stays still, full width: it still says that something is loading.
    '(prefers-reduced-motion: reduce)': { width: '100%', animation: 'none' },
  },
});
