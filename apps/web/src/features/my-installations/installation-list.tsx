import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { List } from '../../lib/ui/list.tsx';
import { Skeleton } from '../../lib/ui/skeleton.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { InstallationLine } from './installation-line.tsx';
import type { InstallationRow } from './installation-rows.ts';

/** The height of a row of the list (three lines), for its placeholders while it loads. */
const ROW_HEIGHT = 72;

/**
 * The list, its placeholders while the first page loads, or why it is empty. Drawn again only when what it
 * shows changed (my-installations-page.tsx defers it).
 */
export const InstallationList = memo(function InstallationList({
  rows,
  open,
  loading,
  failed,
  searched,
}: {
  rows: InstallationRow[];
  open(row: InstallationRow): (() => void) | null;
  loading: boolean;
  failed: boolean;
  searched: boolean;
}) {
  const { t } = useTranslation();
  if (loading && rows.length === 0) {
    return (
      <Stack gap={1} role="status" aria-label={t('installations.loading')}>
        <Skeleton height={ROW_HEIGHT} />
        <Skeleton height={ROW_HEIGHT} />
        <Skeleton height={ROW_HEIGHT} />
      </Stack>
    );
  }
  if (rows.length === 0) {
    // A failure says so above, in its alert.
    return failed ? null : (
      <Text tone="secondary">{searched ? t('installations.no_match') : t('installations.empty')}</Text>
    );
  }
  return (
    <List aria-label={t('installations.title')}>
      {rows.map((row) => (
        <InstallationLine
          key={row.source === 'outbox' ? `outbox:${row.item.seq}` : `server:${row.item.id_installation}`}
          row={row}
          onOpen={open(row)}
        />
      ))}
    </List>
  );
});
