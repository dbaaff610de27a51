import type { JobState } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Chip } from '../../lib/ui/chip.tsx';

const TONE: Record<JobState, 'default' | 'primary' | 'error' | 'info' | 'success' | 'warning'> = {
  planned: 'default',
  in_progress: 'primary',
  installed_waiting: 'info',
  working: 'success',
  silent: 'warning',
  not_doable: 'error',
  cancelled: 'default',
};

/** A job's derived state (contracts rules/job-state.ts) in words and colour. */
export function JobStateChip({ state }: { state: JobState }) {
  const { t } = useTranslation();
  return <Chip label={t(`office.state_${state}`)} tone={TONE[state]} data-state={state} />;
}
