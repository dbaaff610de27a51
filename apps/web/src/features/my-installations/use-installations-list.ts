import { LOCALE_TAG, type Session } from '@installer/contracts';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { currentLocale } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { OFFLINE_MESSAGE_KEY } from '../../lib/api/error-keys.ts';
import { useDisplayOptions } from '../../lib/display-options.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useOutboxItems } from '../outbox/index.ts';
import { useMyInstallations } from './api/use-my-installations.ts';
import { agedRows, type InstallationRow, matches, outboxRows } from './installation-rows.ts';
import { readInstallations } from './installations-cache.ts';
import { listedArrival, queuedArrival } from './open-installation.ts';

/** A pause in typing long enough to be a search, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * What My installations shows: the search typed, the rows (what waits in the outbox first, then the server's
 * pages, or without signal the list the phone kept, aged now), and as of when that kept list is.
 */
export function useInstallationsList(session: Session) {
  const [, navigate] = useLocation();
  const urlPlatform = useDisplayOptions().data?.url_platform ?? null;
  const idInstaller = session.installer.id_installer;
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const query = useMyInstallations(idInstaller, search);
  const outbox = useOutboxItems();

  // Offline, or the server not answering: the list as this page or the phone kept it, aged now.
  const stale = query.isError;
  const fallback = useMemo(
    () => (query.isError && !query.data ? readInstallations(idInstaller) : null),
    [query.isError, query.data, idInstaller],
  );
  const pages = query.data?.pages ?? (fallback ? [fallback] : []);
  const listed: InstallationRow[] = pages.flatMap((page) =>
    stale
      ? agedRows(page, Date.now()).filter((row) => matches(row, search))
      : page.items.map((item): InstallationRow => ({ source: 'server', item, state: item.state })),
  );
  const rows = [...outboxRows(outbox, idInstaller).filter((row) => matches(row, search)), ...listed];

  const open = (row: InstallationRow): (() => void) | null => {
    const arrival =
      row.source === 'server' ? listedArrival(row.item, urlPlatform) : queuedArrival(row.item, urlPlatform);
    return arrival ? () => navigate('/result', { state: arrival }) : null;
  };

  const offline = query.error instanceof ApiError && query.error.messageKey === OFFLINE_MESSAGE_KEY;
  const keptAt = pages[0]?.as_of;
  const asOf = keptAt
    ? new Date(keptAt).toLocaleString(LOCALE_TAG[currentLocale()], { dateStyle: 'short', timeStyle: 'short' })
    : null;

  return { typed, setTyped, search, query, rows, open, offline, asOf };
}
