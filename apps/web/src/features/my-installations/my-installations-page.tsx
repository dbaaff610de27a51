import { LOCALE_TAG, type Session } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { currentLocale } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { OFFLINE_MESSAGE_KEY } from '../../lib/api/error-keys.ts';
import { useDisplayOptions } from '../../lib/display-options.ts';
import { useSession } from '../../lib/session.ts';
import { RefreshIcon } from '../../lib/ui/icons/refresh-icon.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useOutboxItems } from '../outbox/index.ts';
import { useMyInstallations } from './api/use-my-installations.ts';
import { InstallationLine } from './installation-line.tsx';
import { agedRows, type InstallationRow, matches, outboxRows } from './installation-rows.ts';
import { readInstallations } from './installations-cache.ts';
import { listedArrival, queuedArrival } from './open-installation.ts';

/** A pause in typing long enough to be a search, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 300;

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

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h1" variant="h5">
          {t('installations.title')}
        </Typography>
        <IconButton
          onClick={() => void query.refetch()}
          aria-label={t('installations.refresh')}
          title={t('installations.refresh')}
          disabled={query.isFetching}
        >
          <RefreshIcon />
        </IconButton>
      </Stack>
      <TextField
        type="search"
        label={t('installations.search')}
        helperText={t('installations.search_help')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      {query.isError && (
        <Alert
          severity={asOf ? 'info' : 'error'}
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </Button>
          }
        >
          {asOf
            ? t(offline ? 'installations.offline_as_of' : 'installations.failed_as_of', { time: asOf })
            : t(offline ? OFFLINE_MESSAGE_KEY : 'installations.failed')}
        </Alert>
      )}
      {query.isPending && rows.length === 0 ? (
        <Stack spacing={1} role="status" aria-label={t('installations.loading')}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : rows.length === 0 && !query.isError ? (
        <Typography color="text.secondary">
          {search ? t('installations.no_match') : t('installations.empty')}
        </Typography>
      ) : (
        <List disablePadding aria-label={t('installations.title')}>
          {rows.map((row) => (
            <InstallationLine
              key={row.source === 'outbox' ? `outbox:${row.item.seq}` : `server:${row.item.id_installation}`}
              row={row}
              onOpen={open(row)}
            />
          ))}
        </List>
      )}
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
