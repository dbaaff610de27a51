import { contrastRatio } from './contrast.ts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG AA for text on a coloured surface: a tunnel's light primary gets dark text, not white. */
const CONTRAST_THRESHOLD = 4.5;
const WHITE = '#fff';

/** The tunnel's colour, or null for the theme's own primary (tokens.css). */
let primary: string | null = null;

/**
 * The tunnel's colour for the whole page (spec §2): --primary and --on-primary on the root element, over the
 * theme's own (tokens.css), which come back when the tunnel has none. A server colour that is not a hex
 * colour is ignored rather than allowed to break the theme.
 */
export function applyPrimary(candidate?: string | null): void {
  const trimmed = candidate?.trim();
  const next = trimmed && HEX.test(trimmed) ? trimmed : null;
  if (next === primary) return;
  primary = next;
  const root = document.documentElement.style;
  if (next === null) {
    root.removeProperty('--primary');
    root.removeProperty('--on-primary');
  } else {
    root.setProperty('--primary', next);
    root.setProperty(
      '--on-primary',
      contrastRatio(next, WHITE) >= CONTRAST_THRESHOLD ? 'var(--white)' : 'var(--text)',
    );
  }
}
