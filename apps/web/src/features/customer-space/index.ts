import { withElsewhereTexts } from '../../i18n/i18n.ts';

/**
 * The customer's personal space (spec §6, docs/decisions/0021-customer-space.md): its pages load on demand, in
 * one chunk, with the later and the elsewhere texts (docs/decisions/0023-texts-in-two-parts.md), outside the installer's shell.
 */
export const loadSpacePages = () => withElsewhereTexts(import('./space-pages.ts'));
