/**
 * The admin in the orchestra's colours instead of react-admin's blue default: the site's colour
 * tokens and fonts (shared/brand, the values of client/styles/global.css; contrast ratios in
 * docs/accessibility.md). The darker teal `accent` carries text and fills under white text; the
 * bright brand teal only decorates (the app bar's top stripe, the active menu item's bar); the
 * footer's yellow marks warnings (a missing English text) with its dark text.
 */
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_COLOURS as c, BRAND_FONTS as fonts } from '../../../shared/brand';

const display = { fontFamily: fonts.display, fontWeight: 800, letterSpacing: '-0.01em' };

export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: c.accent, dark: c['accent-hover'], light: c['accent-light'], contrastText: c.inverse },
    // react-admin paints the app bar and some buttons "secondary": the site's text colour, not blue
    secondary: { main: c.text, dark: '#000', light: c.muted, contrastText: c.inverse },
    warning: { main: c.footer, dark: '#e6b800', light: '#fff4c7', contrastText: c['footer-text'] },
    text: { primary: c.text, secondary: c.muted },
    background: { default: c.surface, paper: c.inverse },
    divider: c.border,
    action: { selected: c['accent-light'] },
  },
  typography: {
    ...defaultLightTheme.typography,
    fontFamily: fonts.text,
    h1: display,
    h2: display,
    h3: display,
    h4: display,
    h5: display,
    h6: { ...display, fontSize: '1.15rem' },
    button: { fontWeight: 700, textTransform: 'none' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultLightTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        // the logo's arc (the sprite's drawing) takes the page's accent
        ':root': { '--colour-accent': c.accent },
        // the site's focus ring: 3 px teal, 2 px away
        ':focus-visible': { outline: `3px solid ${c.focus}`, outlineOffset: 2 },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { backgroundColor: c.inverse, color: c.text, borderTop: `4px solid ${c.brand}`, borderBottom: `1px solid ${c.border}` },
      },
    },
    MuiButton: { styleOverrides: { root: { borderRadius: 999 } } },
    MuiCard: { styleOverrides: { root: { borderTop: `3px solid ${c.brand}` } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '4px solid transparent',
          '&.RaMenuItemLink-active': { borderLeftColor: c.brand, backgroundColor: c['accent-light'], color: c.accent, fontWeight: 700 },
          '&.RaMenuItemLink-active .MuiListItemIcon-root': { color: c.accent },
        },
      },
    },
    RaToolbar: { styleOverrides: { root: { backgroundColor: c['accent-light'] } } },
  } as RaThemeOptions['components'],
};
