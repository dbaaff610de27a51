import { LOCALE_TAG, type Session } from '@installer/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { currentLocale } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { OFFLINE_MESSAGE_KEY } from '../../lib/api/error-keys.ts';
import { useDisplayOptions } from '../../lib/display-options.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useMyInstallations } from './api/use-my-installations.ts';
import { agedRows, type InstallationRow, matches, outboxRows } from './installation-rows.ts';
import { readInstallations } from './installations-cache.ts';
import { listedArrival } from './open-installation.ts';
import { useQueuedItems } from './use-queued-items.ts';

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
  const queued = useQueuedItems();

  // Offline, or the server not answering: the list as this page or the phone kept it, aged now.
  const stale = query.isError;
  const fallback = useMemo(
    () => (query.isError && !query.data ? readInstallations(idInstaller) : null),
    [query.isError, query.data, idInstaller],
  );
  const serverPages = query.data?.pages;
  const pages = useMemo(() => serverPages ?? (fallback ? [fallback] : null), [serverPages, fallback]);
  // The same rows for the same answers: the list (a deferred render, installation-list.tsx) is drawn again only
  // when they change, not at each keystroke in the search field.
  const rows = useMemo(() => {
    const listed = (pages ?? []).flatMap((page) =>
      stale
        ? agedRows(page, Date.now()).filter((row) => matches(row, search))
        : page.items.map((item): InstallationRow => ({ source: 'server', item, state: item.state })),
    );
    return [...outboxRows(queued.items, idInstaller).filter((row) => matches(row, search)), ...listed];
  }, [pages, stale, search, queued.items, idInstaller]);

  const { part } = queued;
  const open = useCallback(
    (row: InstallationRow): (() => void) | null => {
      const arrival =
        row.source === 'server'
          ? listedArrival(row.item, urlPlatform)
          : (part?.open(row.item, urlPlatform) ?? null);
      return arrival ? () => navigate('/result', { state: arrival }) : null;
    },
    [navigate, urlPlatform, part],
  );

  const offline = query.error instanceof ApiError && query.error.messageKey === OFFLINE_MESSAGE_KEY;
  // Shown only beside a failure (installations-problem.tsx): not formatted on every render of a list that loaded.
  const keptAt = stale ? pages?.[0]?.as_of : undefined;
  const asOf = keptAt
    ? dateTimeFormat(LOCALE_TAG[currentLocale()], { dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(keptAt),
      )
    : null;

  return { typed, setTyped, search, query, rows, open, offline, asOf };
}
