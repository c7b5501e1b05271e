/**
 * The widths the layout changes at, as media queries: one set for every style file, so that the top bar,
 * the drawer and the lists change together. Each pair meets without a gap (60rem, then 60.0625rem).
 */
export const media = {
  /** A phone held upright: the top bar keeps its icons only, two columns become one. */
  phone: 'screen and (max-width: 30rem)',
  /** A phone or a small tablet: filters fold, a drawer takes the whole width. */
  small: 'screen and (max-width: 40rem)',
  aboveSmall: 'screen and (min-width: 40.0625rem)',
  /** Below this the menus move into the drawer. */
  narrow: 'screen and (max-width: 60rem)',
  wide: 'screen and (min-width: 60.0625rem)',
} as const;
