import { type InstallationPage, installationListItem } from '@installer/contracts';
import * as z from 'zod/mini';
import { CACHE_PREFIX } from './forget-cache.ts';

/**
 * My installations without signal: the first page of the installer's own list as it last arrived, kept in
 * localStorage under their id (a shared phone shows each installer only theirs, and sign-out forgets it:
 * forget-cache.ts). The phone ages each row's state itself from there (contracts' installationState()).
 */
export type CachedInstallations = Pick<InstallationPage, 'items' | 'silent_after_hours' | 'as_of'>;

const cached = z.object({
  items: z.array(installationListItem),
  silent_after_hours: z.number().check(z.int(), z.positive()),
  as_of: z.string(),
});

const keyOf = (idInstaller: number) => `${CACHE_PREFIX}${idInstaller}`;

export function saveInstallations(idInstaller: number, page: CachedInstallations): void {
  const value: CachedInstallations = {
    items: page.items,
    silent_after_hours: page.silent_after_hours,
    as_of: page.as_of,
  };
  try {
    window.localStorage.setItem(keyOf(idInstaller), JSON.stringify(value));
  } catch {
    // A full quota: the list still works online; offline it shows what the outbox holds.
  }
}

export function readInstallations(idInstaller: number): CachedInstallations | null {
  try {
    const raw = window.localStorage.getItem(keyOf(idInstaller));
    const parsed = raw === null ? null : cached.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}
