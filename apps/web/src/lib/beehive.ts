import { createPersistedStore, useStore } from './persisted-store.ts';

/**
 * spec §1: the beehive variant is chosen by host. The server's BEEHIVE_HOSTS decides (served in
 * GET /app_config, DESIGN §4); these are only what a first visit uses before any answer came: the demo host
 * and the hosts a build adds with VITE_BEEHIVE_HOSTS (a comma list).
 */
function buildTimeHosts(): string[] {
  return ['bee.localhost', ...normalise((import.meta.env.VITE_BEEHIVE_HOSTS ?? '').split(','))];
}

function normalise(hosts: readonly string[]): string[] {
  return hosts.map((host) => host.trim().toLowerCase()).filter(Boolean);
}

/**
 * The server's last answer, kept in localStorage: the wizard's steps depend on it from the first paint, and
 * the app must also start offline (the PWA), so the last known list is used while a new answer loads.
 */
const hostsStore = createPersistedStore<string[] | null>(
  'installer.beehive_hosts',
  () => null,
  (stored) => (Array.isArray(stored) && stored.every((host) => typeof host === 'string') ? stored : null),
);

function beehiveHosts(): string[] {
  return hostsStore.get() ?? buildTimeHosts();
}

/** Whether the server has ever answered on this device (else the build-time hosts stand in). */
export function hasServerBeehiveHosts(): boolean {
  return hostsStore.get() !== null;
}

/** Keeps the server's BEEHIVE_HOSTS; the screens that depend on the variant follow at once. */
export function rememberBeehiveHosts(hosts: readonly string[]): void {
  const next = normalise(hosts);
  const previous = hostsStore.get();
  if (previous && previous.join(',') === next.join(',')) return;
  hostsStore.set(next);
}

export function isBeehiveHost(hostname: string = window.location.hostname): boolean {
  return beehiveHosts().includes(hostname.toLowerCase());
}

/** isBeehiveHost for a component: it renders again when the server's list changes it. */
export function useBeehiveHost(): boolean {
  return useStore(hostsStore, () => isBeehiveHost());
}
