import { JOB_STATES, type JobState } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Select } from '../../lib/ui/select.tsx';
import { TextInput } from '../../lib/ui/text-input.tsx';
import type { OfficeFilters } from './api/office-filters.ts';
import { useOfficeInstallers } from './api/use-office-installers.ts';
import './office.css';

/**
 * The office's filters (decision 0022): the date range, the installer, the state and a search, in a
 * row on a desk, one under the other on a phone.
 */
export function OfficeFiltersForm({
  filters,
  onChange,
}: {
  filters: OfficeFilters;
  onChange(next: OfficeFilters): void;
}) {
  const { t } = useTranslation();
  const installers = useOfficeInstallers();
  const set = (patch: Partial<OfficeFilters>) => onChange({ ...filters, ...patch });
  return (
    <fieldset className="office-filters">
      <legend className="office-filters-legend">{t('office.filters')}</legend>
      <TextInput
        type="date"
        label={t('office.from')}
        value={filters.from}
        max={filters.to}
        onChange={(event) => event.target.value && set({ from: event.target.value })}
      />
      <TextInput
        type="date"
        label={t('office.to')}
        value={filters.to}
        min={filters.from}
        onChange={(event) => event.target.value && set({ to: event.target.value })}
      />
      <Select
        label={t('office.installer')}
        value={filters.id_installer ?? ''}
        onChange={(event) => set({ id_installer: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{t('office.all_installers')}</option>
        {installers.data?.map((account) => (
          <option key={account.id_installer} value={account.id_installer}>
            {account.name || account.email}
          </option>
        ))}
      </Select>
      <Select
        label={t('office.state')}
        value={filters.state ?? ''}
        onChange={(event) => set({ state: (event.target.value || null) as JobState | null })}
      >
        <option value="">{t('office.all_states')}</option>
        {JOB_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`office.state_${state}`)}
          </option>
        ))}
      </Select>
      <TextInput
        type="search"
        label={t('office.search')}
        helperText={t('office.search_help')}
        value={filters.q}
        onChange={(event) => set({ q: event.target.value })}
        autoComplete="off"
      />
    </fieldset>
  );
}
