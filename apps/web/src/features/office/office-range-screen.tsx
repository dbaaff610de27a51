import { OFFICE_RANGE_MAX_DAYS } from '@installer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Skeleton } from '../../lib/ui/skeleton.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { OfficeFiltersForm } from './office-filters-form.tsx';
import { OfficeNav } from './office-nav.tsx';
import type { useOfficeFilters } from './use-office-filters.ts';
import './office.css';

/** What a screen asked for the range: its query's state. */
interface RangeAnswer {
  isError: boolean;
  isPending: boolean;
  refetch(): unknown;
}

/**
 * The frame of the office's screens over a range, the board and the jobs (decision 0022): the nav,
 * the title with the screen's action, the filters, then what the answer says before the screen's own content
 * (a range too long to ask, a failure with Retry, the loading, nothing found).
 */
export function OfficeRangeScreen({
  title,
  action,
  range: { filters, setFilters, tooLong },
  answer,
  failed,
  empty,
  emptyText,
  children,
}: {
  title: MessageKey;
  action: ReactNode;
  range: ReturnType<typeof useOfficeFilters>;
  answer: RangeAnswer;
  /** Said when the answer failed. */
  failed: MessageKey;
  /** The answer came and holds nothing: `emptyText` says so. */
  empty: boolean;
  emptyText: MessageKey;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack className="office-screen">
      <OfficeNav />
      <Stack direction="row" justify="between" align="center" wrap>
        <Text as="h1" variant="h5">
          {t(title)}
        </Text>
        {action}
      </Stack>
      <OfficeFiltersForm filters={filters} onChange={setFilters} />
      {tooLong ? (
        <Alert severity="warning" role="status">
          {t('office.range_too_long', { days: OFFICE_RANGE_MAX_DAYS })}
        </Alert>
      ) : null}
      {answer.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={<Button onClick={() => void answer.refetch()}>{t('office.retry')}</Button>}
        >
          {t(failed)}
        </Alert>
      ) : null}
      {answer.isPending && !tooLong ? (
        <div role="status" aria-label={t('office.loading')}>
          <Skeleton height={160} />
        </div>
      ) : null}
      {empty ? <Text>{t(emptyText)}</Text> : null}
      {children}
    </Stack>
  );
}
