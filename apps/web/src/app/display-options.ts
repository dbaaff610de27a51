import { api, type DisplayOptions, deviceNumber, displayOptionByParam } from '@installer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { notify } from '../features/snackbar/snackbar-store.ts';
import { callApi } from '../lib/api/client.ts';

export const DEFAULT_TUNNEL = 'tunnel_installation';

export type DisplayOptionSource = { device_number: string } | { param: string };

const paramSchema = displayOptionByParam.params;

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
  const device = deviceNumber.safeParse(query.get('device_number') ?? '');
  if (device.success) return { device_number: device.data };
  const param = paramSchema.safeParse({ param: installationParam(pathname) });
  return { param: param.success ? param.data.param : DEFAULT_TUNNEL };
}

async function fetchDisplayOptions(
  source: DisplayOptionSource,
  signal: AbortSignal,
): Promise<DisplayOptions> {
  const result =
    'device_number' in source
      ? await callApi(api.displayOptionByDevice, { params: source, signal })
      : await callApi(api.displayOptionByParam, { params: source, signal });
  return result.data;
}

export function useDisplayOptions() {
  const [pathname] = useLocation();
  const source = displayOptionSource(pathname, useSearch());
  const query = useQuery({
    queryKey: ['display_option', source],
    queryFn: ({ signal }) => fetchDisplayOptions(source, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const failed = query.isError;
  useEffect(() => {
    // spec §8: error_display_option is a warning; the app goes on with its own colours.
    if (failed) notify('warning', 'error_display_option');
  }, [failed]);
  return query;
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
