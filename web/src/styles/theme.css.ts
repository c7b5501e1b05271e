/**
 * One theme contract, two themes. The mode class sits on <html> (`light` or `dark`, set before the
 * first paint by src/styles/mode-init.js), so the themes are global: light on :root by default, dark
 * when :root also has the `dark` class.
 */
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { darkPalette, lightPalette, type Palette } from './palettes.ts';

const colorRoles = Object.fromEntries(Object.keys(lightPalette).map((role) => [role, null])) as Record<
  keyof Palette,
  null
>;

export const vars = createThemeContract({
  color: colorRoles,
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, pill: null },
  font: { body: null, sizeSm: null, sizeMd: null, sizeLg: null, sizeXl: null },
  focusRing: null,
});

const shared = {
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' },
  radius: { sm: '0.25rem', md: '0.5rem', pill: '999px' },
  font: {
    // System fonts only: nothing is fetched from the network.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.75rem',
  },
};

createGlobalTheme(':root', vars, { color: lightPalette, ...shared, focusRing: `2px solid ${lightPalette.accent}` });
createGlobalTheme(':root.dark', vars, { color: darkPalette, ...shared, focusRing: `2px solid ${darkPalette.accent}` });
