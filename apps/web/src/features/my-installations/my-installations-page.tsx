import type { Session } from '@installer/contracts';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../lib/ui/button.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { TextInput } from '../../lib/ui/text-input.tsx';
import { InstallationsHeader } from './installations-header.tsx';
import { InstallationsProblem } from './installations-problem.tsx';
import { InstallationList } from './installation-list.tsx';
import { useInstallationsList } from './use-installations-list.ts';

/**
 * `/installations`, My installations: the installer's installations, newest first, each with its state
 * (rules/installation-state.ts), searchable by device number, customer or address; what waits in the
 * outbox at the top. Tapping one opens its result screen. Without signal: the last list the phone kept,
 * its states aged by the phone's clock.
 */
export function MyInstallationsPage() {
  const session = useSession();
  // RequireSession guards the route: a session is there.
  return session ? <InstallationsList session={session} /> : null;
}

function InstallationsList({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { typed, setTyped, search, query, rows, open, offline, asOf } = useInstallationsList(session);
  // The list is drawn as deferred work, in slices React yields between, while the field and the header stay
  // as they were: an answer (a synchronous update of the query's store) or the outbox's items arriving do not
  // hold the phone for the whole list in one task (docs/decisions/0028-first-screen-in-slices.md).
  const list = useMemo(
    () => ({ rows, open, loading: query.isPending, failed: query.isError, searched: search !== '' }),
    [rows, open, query.isPending, query.isError, search],
  );
  const shownList = useDeferredValue(list);
  return (
    <Stack>
      <InstallationsHeader refreshing={query.isFetching} onRefresh={() => void query.refetch()} />
      <TextInput
        type="search"
        label={t('installations.search')}
        helperText={t('installations.search_help')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
      />
      {query.isError && (
        <InstallationsProblem asOf={asOf} offline={offline} onRetry={() => void query.refetch()} />
      )}
      <InstallationList {...shownList} />
      {query.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t('installations.more')}
        </Button>
      )}
    </Stack>
  );
}
