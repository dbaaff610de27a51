import { type BoardColumn, OFFICE_RANGE_MAX_DAYS } from '@installer/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { Skeleton } from '../../../lib/ui/skeleton.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { useBoard } from '../api/use-board.ts';
import { OfficeFiltersForm } from '../office-filters-form.tsx';
import { OfficeNav } from '../office-nav.tsx';
import { useOfficeFilters } from '../use-office-filters.ts';
import { ExportButton } from './export-button.tsx';
import { InstallationCard } from './installation-card.tsx';
import { JobCard } from './job-card.tsx';
import '../office.css';

/**
 * `/office`, the board (CONTRACT-OFFICE "The board"): per account, its jobs of the range and the
 * installations made in it, with the evidence to check before billing; asked again every 5 s.
 */
export function BoardPage() {
  const { t } = useTranslation();
  const { filters, setFilters, asked, tooLong } = useOfficeFilters();
  const board = useBoard(asked, { enabled: !tooLong });
  return (
    <Stack className="office-screen">
      <OfficeNav />
      <Stack direction="row" justify="between" align="center" wrap>
        <Text as="h1" variant="h5">
          {t('office.board_title')}
        </Text>
        <ExportButton from={filters.from} to={filters.to} />
      </Stack>
      <OfficeFiltersForm filters={filters} onChange={setFilters} />
      {tooLong ? (
        <Alert severity="warning" role="status">
          {t('office.range_too_long', { days: OFFICE_RANGE_MAX_DAYS })}
        </Alert>
      ) : null}
      {board.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={<Button onClick={() => void board.refetch()}>{t('office.retry')}</Button>}
        >
          {t('office.board_failed')}
        </Alert>
      ) : null}
      {board.isPending && !tooLong ? (
        <div role="status" aria-label={t('office.loading')}>
          <Skeleton height={160} />
        </div>
      ) : null}
      {board.data && board.data.columns.length === 0 ? <Text>{t('office.board_empty')}</Text> : null}
      <div className="board-columns">
        {board.data?.columns.map((column) => (
          <InstallerColumn key={column.installer.id_installer} column={column} />
        ))}
      </div>
    </Stack>
  );
}

function InstallerColumn({ column }: { column: BoardColumn }) {
  const { t } = useTranslation();
  const id = `board-installer-${column.installer.id_installer}`;
  const nothing = column.jobs.length === 0 && column.installations.length === 0;
  return (
    <section className="board-column" aria-labelledby={id} data-testid="board-column">
      <Text as="h2" variant="h6" id={id} breakAnywhere>
        {column.installer.name || column.installer.email}
      </Text>
      {nothing ? (
        <Text variant="body2" tone="secondary">
          {t('office.column_empty')}
        </Text>
      ) : null}
      {column.jobs.length > 0 ? (
        <>
          <Text as="h3" variant="overline">
            {t('office.jobs')}
          </Text>
          <Stack as="ul" gap={1} className="board-list">
            {column.jobs.map((job) => (
              <JobCard key={job.id_job} job={job} />
            ))}
          </Stack>
        </>
      ) : null}
      {column.installations.length > 0 ? (
        <>
          <Text as="h3" variant="overline">
            {t('office.installations')}
          </Text>
          <Stack as="ul" gap={1} className="board-list">
            {column.installations.map((installation) => (
              <InstallationCard key={installation.id_installation} installation={installation} />
            ))}
          </Stack>
        </>
      ) : null}
    </section>
  );
}
