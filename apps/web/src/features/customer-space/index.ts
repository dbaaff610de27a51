/**
 * The customer's personal space (spec §6, CONTRACT-CUSTOMER "Web"): its pages load on demand, in one chunk,
 * outside the installer's shell.
 */
export const loadSpacePages = () => import('./space-pages.ts');
