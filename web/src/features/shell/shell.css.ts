import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media.ts';
import { vars } from '../../styles/theme.css.ts';

const { narrow, wide, phone } = media;

// Read by screen readers, not drawn (as styles/visually-hidden.css.ts), from a width on.
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export { pageTitle as title, errorBox as alert, errorMessage as alertMessage } from '../../ui/page/page.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
  '@media': { [phone]: { gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [narrow]: { gap: vars.space.sm } },
});

/** What a signed-in user finds in the drawer on narrow screens, so that the top bar keeps one row. */
export const wideOnly = style({});
// `html` first: it outranks the one-class rule of the control it hides, whatever the stylesheets' order.
globalStyle(`html ${wideOnly}`, { '@media': { [narrow]: { display: 'none' } } });

/** The product's name beside the logo: on a phone, the logo alone shows it. */
export const brandName = style({ '@media': { [phone]: hidden } });

/** The name of an icon button that shows its name where there is room. */
export const compactLabel = style({ '@media': { [phone]: hidden } });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: 600,
});

/** An admin's two views, member and admin, as one quiet switch: the current view is marked, not filled. */
export const viewSwitch = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const viewOption = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    [`&[data-status="active"], ${viewSwitch}:not(:has([data-status="active"])) &:first-child`]: {
      backgroundColor: vars.color.surface,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-2px' },
  },
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A standing notice above the pages of an area (not an error): the accent's pale background. */
const notice = {
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.unseenBackground,
} as const;

/** A notice of the admin area at the top of its menu, where it takes no room from a page's records. */
export const menuNotice = style({ ...notice, marginBottom: vars.space.md, fontSize: vars.font.sizeSm });

/** The same notice at the end of the page on a narrow screen, where the menu is in the drawer. */
export const pageNotice = style({
  ...notice,
  marginTop: vars.space.lg,
  display: 'none',
  '@media': { [narrow]: { display: 'block' } },
});

export const icon = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
});

export const topBarStart = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const logo = style({ width: '2rem', height: '2rem', flexShrink: 0 });

// The tile and its K in the mode's own pair, so that the K never takes the tile's colour.
export const logoTile = style({ fill: vars.color.logoTile });
export const logoMark = style({ fill: vars.color.logoMark });

export const layout = style({
  display: 'flex',
  alignItems: 'flex-start',
  minHeight: 'calc(100vh - 4rem)',
  '@media': { [narrow]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const sideMenu = style({
  flex: '0 0 16rem',
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.divider}`,
  '@media': { [narrow]: { display: 'none' } },
});

export const adminMenu = style({
  flex: '0 0 16rem',
  alignSelf: 'stretch',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.divider}`,
  // In the drawer instead, so that a page starts at the top of the screen.
  '@media': { [narrow]: { display: 'none' } },
});

export const menuButton = style({ minWidth: '2.5rem' });
globalStyle(`html ${menuButton}`, { '@media': { [wide]: { display: 'none' } } });

export const menuNav = style({ fontSize: vars.font.sizeSm });

export const menuList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
});

export const menuGroupLabel = style({
  color: vars.color.textMuted,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  fontSize: '0.75rem',
});

/** A group of pages whose area is not built yet: still reachable, drawn quieter than the working ones. */
export const menuMuted = style({});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    // The current page: bold, with a stripe, not colour alone.
    '&[aria-current="page"]': {
      fontWeight: 700,
      color: vars.color.accent,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    [`${menuMuted} &:not([aria-current="page"])`]: { color: vars.color.textMuted },
  },
});

export const userCard = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const avatar = style({ width: '3rem', height: '3rem', borderRadius: '50%', objectFit: 'cover' });

export const userText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const uid = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const status = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.sizeSm },
  variants: {
    active: {
      true: { color: vars.color.accent },
      false: { color: vars.color.danger },
    },
  },
});

export const statusDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  backgroundColor: 'currentColor',
});

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  outline: 'none',
});

export const contentInner = style({ maxWidth: '90rem', margin: '0 auto' });

export const popover = style({
  minWidth: '14rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
});

export const profileName = style({ '@media': { [narrow]: { display: 'none' } } });

export const profileHeader = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const profileHeaderName = style({ fontWeight: 700 });

export const profileHeaderEmail = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '-2px' },
  },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  backgroundColor: 'rgb(0 0 0 / 0.5)',
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  width: 'min(20rem, 85vw)',
  overflowY: 'auto',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  borderRight: `1px solid ${vars.color.border}`,
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  outline: 'none',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const drawerTitle = style({ fontSize: vars.font.sizeMd });

export const drawerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: 600,
});

export const drawerSettings = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.divider}`,
});

export const comingSoon = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const comingSoonTitle = style({ fontSize: vars.font.sizeLg });
