import { createTheme, type Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useMemo } from 'react';
import { usePrimary } from './theme-colours.ts';

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

/**
 * tokens.css's spec §9 colours, for the kit's theme only: this file leaves with MUI, when the last screen is on
 * the app's own components (apps/web/ARCHITECTURE.md).
 */
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

/**
 * The UI kit's theme, for the screens and dialogs that still use MUI: the same colours, shapes and touch
 * targets as the app's own components (lib/ui/*.css), so that a screen does not change style from one step to
 * the next (docs/decisions/0009-web-start-up.md).
 */
function createAppTheme(primary: string = THEME_COLOURS.primary): Theme {
  return createTheme({
    palette: {
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
      // The label always sits on the field's border, as in the app's own text field (lib/ui/text-input.tsx).
      MuiInputLabel: { defaultProps: { shrink: true } },
      MuiOutlinedInput: { defaultProps: { notched: true } },
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

const themes = new Map<string, Theme>();

/** One theme per colour for the page's life: every kit part shares it. */
function themeFor(primary: string): Theme {
  let theme = themes.get(primary);
  if (!theme) {
    theme = createAppTheme(primary);
    themes.set(primary, theme);
  }
  return theme;
}

export function KitTheme({ children }: { children: ReactNode }) {
  const primary = usePrimary();
  const theme = useMemo(() => themeFor(primary ?? THEME_COLOURS.primary), [primary]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
