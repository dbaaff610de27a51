/**
 * spec §1: the beehive variant is chosen by host. `bee.localhost` is the demo host (DESIGN §4); a
 * deployment adds its real hosts at build time with VITE_BEEHIVE_HOSTS (a comma list).
 */
export function beehiveHosts(): string[] {
  const extra = (import.meta.env.VITE_BEEHIVE_HOSTS ?? '')
    .split(',')
    .map((host: string) => host.trim().toLowerCase())
    .filter(Boolean);
  return ['bee.localhost', ...extra];
}

export function isBeehiveHost(hostname: string = window.location.hostname): boolean {
  return beehiveHosts().includes(hostname.toLowerCase());
}
