import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
    black: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
    black?: PaletteOptions['primary'];
  }
}

/** spec §9 Theme colours; primary is replaced by the tunnel's colour from the display options (spec §2). */
const THEME_COLOURS = {
  primary: '#1565c0',
  secondary: '#00897b',
  accent: '#ff8f00',
  error: '#c62828',
  info: '#0277bd',
  success: '#2e7d32',
  warning: '#b45309',
  black: '#1b1b1b',
} as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function baseTheme(primary: string): Theme {
  return createTheme({
    palette: {
      // WCAG AA for text on coloured buttons: a tunnel's light primary gets dark text, not white.
      contrastThreshold: 4.5,
      primary: { main: primary },
      secondary: { main: THEME_COLOURS.secondary },
      accent: { main: THEME_COLOURS.accent },
      error: { main: THEME_COLOURS.error },
      info: { main: THEME_COLOURS.info },
      success: { main: THEME_COLOURS.success },
      warning: { main: THEME_COLOURS.warning },
      black: { main: THEME_COLOURS.black },
    },
    shape: { borderRadius: 8 },
    components: {
      // One thumb on a 360 px phone: 48 px touch targets (WCAG 2.5.5) for buttons and inputs.
      MuiButton: { defaultProps: { size: 'large' }, styleOverrides: { root: { minHeight: 48 } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 48, minHeight: 48 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // A disabled field's helper text says why it is disabled ("choose a customer first"): it is read, so
      // it keeps the secondary text colour (5.7:1) rather than MUI's disabled grey (2.7:1, below WCAG AA: axe).
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
    },
  });
}

/** A server colour that is not a hex colour is ignored rather than allowed to break the theme. */
export function createAppTheme(primary?: string | null): Theme {
  return baseTheme(primary && HEX.test(primary.trim()) ? primary.trim() : THEME_COLOURS.primary);
}
