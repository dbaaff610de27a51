import type { BoardColumn } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { useBoard } from '../api/use-board.ts';
import { OfficeRangeScreen } from '../office-range-screen.tsx';
import { useOfficeFilters } from '../use-office-filters.ts';
import { ExportButton } from './export-button.tsx';
import { InstallationCard } from './installation-card.tsx';
import { JobCard } from './job-card.tsx';
import '../office.css';

/**
 * `/office`, the board (decision 0022): per account, its jobs of the range and the
 * installations made in it, with the evidence to check before billing; asked again every 5 s.
 */
export function BoardPage() {
  const range = useOfficeFilters();
  const board = useBoard(range.asked, { enabled: !range.tooLong });
  return (
    <OfficeRangeScreen
      title="office.board_title"
      action={<ExportButton from={range.filters.from} to={range.filters.to} />}
      range={range}
      answer={board}
      failed="office.board_failed"
      empty={board.data?.columns.length === 0}
      emptyText="office.board_empty"
    >
      <div className="board-columns">
        {board.data?.columns.map((column) => (
          <InstallerColumn key={column.installer.id_installer} column={column} />
        ))}
      </div>
    </OfficeRangeScreen>
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
