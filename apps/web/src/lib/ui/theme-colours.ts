import { getContrastRatio } from '@mui/system/colorManipulator';
import { useSyncExternalStore } from 'react';

/** spec §9 Theme colours; primary is replaced by the tunnel's colour from the display options (spec §2). */
export const THEME_COLOURS = {
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

/** A server colour that is not a hex colour is ignored rather than allowed to break the theme. */
function primaryColour(candidate?: string | null): string {
  const trimmed = candidate?.trim();
  return trimmed && HEX.test(trimmed) ? trimmed : THEME_COLOURS.primary;
}

/** WCAG AA for text on a coloured surface: a tunnel's light primary gets dark text, not white. */
export const CONTRAST_THRESHOLD = 4.5;

function textOn(background: string): string {
  return getContrastRatio(background, '#fff') >= CONTRAST_THRESHOLD ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}

let primary: string = THEME_COLOURS.primary;
const listeners = new Set<() => void>();

/**
 * The tunnel's colour for the whole page (spec §2): CSS variables for the app's own components (lib/ui/*.css),
 * and the colour the UI kit's theme is made with where a screen still uses it (lib/ui/with-kit.tsx).
 */
export function applyPrimary(candidate?: string | null): void {
  const next = primaryColour(candidate);
  if (next === primary) return;
  primary = next;
  const root = document.documentElement.style;
  root.setProperty('--primary', next);
  root.setProperty('--on-primary', textOn(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePrimary(): string {
  return useSyncExternalStore(subscribe, () => primary);
}
