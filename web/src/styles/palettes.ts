/**
 * The colours of the two display modes, as plain values so that a test can check their contrast
 * (WCAG AA) without a browser. theme.css.ts turns them into CSS variables.
 */
export interface Palette {
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  /** Borders of controls: 3:1 against the backgrounds they sit on. */
  border: string;
  /** Decorative separators, exempt from contrast rules. */
  divider: string;
  accent: string;
  accentHover: string;
  /** Text and icons drawn on `accent` and `accentHover`. */
  onAccent: string;
  unseenBackground: string;
  unseenAccent: string;
  danger: string;
  dangerBackground: string;
  /** The logo: its tile, and the K drawn on it. */
  logoTile: string;
  logoMark: string;
  /** A chart's series, each its own hue (none the danger red), 3:1 against the backgrounds. */
  series1: string;
  series2: string;
  series3: string;
  series4: string;
  series5: string;
  series6: string;
}

export const lightPalette: Palette = {
  background: '#ffffff',
  surface: '#f3f5f7',
  text: '#161a1f',
  textMuted: '#4a5361',
  border: '#6b7482',
  divider: '#d6dbe2',
  accent: '#006b59',
  accentHover: '#00574a',
  onAccent: '#ffffff',
  unseenBackground: '#e2f5f0',
  unseenAccent: '#006b59',
  danger: '#b3261e',
  dangerBackground: '#fdecea',
  logoTile: '#161a1f',
  logoMark: '#00faca',
  series1: '#00796b',
  series2: '#1f5fbf',
  series3: '#8a5a00',
  series4: '#7b3fb5',
  series5: '#5f6b7a',
  series6: '#3b7d23',
};

export const darkPalette: Palette = {
  background: '#101418',
  surface: '#191e24',
  text: '#e8ecf0',
  textMuted: '#a7b1bd',
  border: '#8a94a1',
  divider: '#2e3640',
  accent: '#00faca',
  accentHover: '#6bffe3',
  onAccent: '#00261f',
  unseenBackground: '#0b3129',
  unseenAccent: '#00faca',
  danger: '#ff8b82',
  dangerBackground: '#3a1614',
  logoTile: '#00faca',
  logoMark: '#00261f',
  series1: '#00faca',
  series2: '#6ea8ff',
  series3: '#ffc857',
  series4: '#c79bff',
  series5: '#b8c2cc',
  series6: '#9be37a',
};

type Role = keyof Palette;

/** Every foreground/background pair the screens use, with the contrast it needs. */
export const contrastPairs: { foreground: Role; background: Role; minimum: number }[] = [
  ...(['background', 'surface', 'unseenBackground', 'dangerBackground'] as const).flatMap((background) => [
    { foreground: 'text' as const, background, minimum: 4.5 },
    { foreground: 'textMuted' as const, background, minimum: 4.5 },
  ]),
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accentHover', minimum: 4.5 },
  { foreground: 'accent', background: 'background', minimum: 4.5 },
  { foreground: 'accent', background: 'surface', minimum: 4.5 },
  { foreground: 'unseenAccent', background: 'unseenBackground', minimum: 4.5 },
  { foreground: 'danger', background: 'background', minimum: 4.5 },
  { foreground: 'danger', background: 'dangerBackground', minimum: 4.5 },
  // The member's inactive status in the side menu.
  { foreground: 'danger', background: 'surface', minimum: 4.5 },
  { foreground: 'border', background: 'background', minimum: 3 },
  { foreground: 'border', background: 'surface', minimum: 3 },
  ...(['series1', 'series2', 'series3', 'series4', 'series5', 'series6'] as const).flatMap((series) => [
    { foreground: series, background: 'background' as const, minimum: 3 },
    { foreground: series, background: 'surface' as const, minimum: 3 },
  ]),
  // The logo's K on its tile, and the tile on the top bar.
  { foreground: 'logoMark', background: 'logoTile', minimum: 3 },
  { foreground: 'logoTile', background: 'surface', minimum: 3 },
  // The focus ring is drawn in `accent` around controls on any background.
  { foreground: 'accent', background: 'unseenBackground', minimum: 3 },
];

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string): number => {
    const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
    const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [high, low] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (high! + 0.05) / (low! + 0.05);
}
