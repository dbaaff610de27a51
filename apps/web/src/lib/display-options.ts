import { type DisplayOptions, deviceNumberOf, isPathName } from '@installer/contracts';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { callApi } from './api/client.ts';
import { notify } from './snackbar/snackbar-store.ts';

const DEFAULT_TUNNEL = 'tunnel_installation';

export type DisplayOptionSource = { device_number: string } | { param: string };

/** The `param` of /installation/:param (spec §2), decoded; undefined on any other path. */
function installationParam(pathname: string): string | undefined {
  const raw = /^\/installation\/([^/]+)\/?$/.exec(pathname)?.[1];
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * spec §2/§7: by the URL's device_number, else by /installation/:param, else the default tunnel. On /login
 * the page the user is headed for decides, so the sign-in screen already wears the tunnel's colours.
 */
export function displayOptionSource(pathname: string, search: string): DisplayOptionSource {
  const query = new URLSearchParams(search);
  const next = query.get('next');
  if (pathname === '/login' && next?.startsWith('/')) {
    const url = new URL(next, 'http://x');
    return displayOptionSource(url.pathname, url.search);
  }
  // The contracts' path-name rule without zod (the shell reads it before zod has loaded): what the server's
  // display_option params take, so a name it would refuse asks for the default tunnel instead.
  const device = deviceNumberOf(query.get('device_number') ?? '');
  if (device !== null) return { device_number: device };
  const param = installationParam(pathname);
  return { param: param !== undefined && isPathName(param) ? param : DEFAULT_TUNNEL };
}

type Entry = { status: 'pending' } | { status: 'success'; data: DisplayOptions } | { status: 'error' };

/**
 * The display options read during this page's life, by source: each source is asked once (they change
 * with a deployment, not while the app is open). A plain store rather than TanStack Query, which the shell
 * does without (docs/decisions/0009-web-start-up.md); offline, the service worker answers from its cache.
 */
export function createDisplayOptionsCache() {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let latest: DisplayOptions | undefined;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  function load(key: string, source: DisplayOptionSource): void {
    if (entries.has(key)) return;
    entries.set(key, { status: 'pending' });
    emit();
    const call =
      'device_number' in source
        ? callApi('displayOptionByDevice', { params: source })
        : callApi('displayOptionByParam', { params: source });
    call.then(
      ({ data }) => {
        latest = data;
        entries.set(key, { status: 'success', data });
        emit();
      },
      () => {
        entries.set(key, { status: 'error' });
        emit();
      },
    );
  }
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: (key: string) => entries.get(key),
    /** The last options that arrived, shown while another source's load (no flash of default colours). */
    latest: () => latest,
    /** Loads the options of the page at `pathname` + `search` (displayOptionSource); answers their key. */
    loadFor(pathname: string, search: string): string {
      const source = displayOptionSource(pathname, search);
      const key = JSON.stringify(source);
      load(key, source);
      return key;
    },
  };
}

export type DisplayOptionsCache = ReturnType<typeof createDisplayOptionsCache>;

export const DisplayOptionsContext = createContext<DisplayOptionsCache>(createDisplayOptionsCache());

/** spec §2: the display options of the page's tunnel, and whether the first of them is still on its way. */
export function useDisplayOptions(): { data: DisplayOptions | undefined; isPending: boolean } {
  const cache = useContext(DisplayOptionsContext);
  const [pathname] = useLocation();
  const search = useSearch();
  const key = JSON.stringify(displayOptionSource(pathname, search));
  const entry = useSyncExternalStore(cache.subscribe, () => cache.get(key));
  useEffect(() => void cache.loadFor(pathname, search), [cache, pathname, search]);
  const failed = entry?.status === 'error';
  useEffect(() => {
    // spec §8: error_display_option is a warning; the app goes on with its own colours.
    if (failed) notify('warning', 'error_display_option');
  }, [failed]);
  if (entry?.status === 'success') return { data: entry.data, isPending: false };
  if (failed) return { data: undefined, isPending: false };
  const latest = cache.latest();
  return { data: latest, isPending: latest === undefined };
}

/** spec §2: the favicon comes from the display options. */
export function useFavicon(href: string | null | undefined): void {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.removeAttribute('type');
    link.href = href;
  }, [href]);
}
