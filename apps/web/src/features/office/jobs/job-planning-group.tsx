import { JOB_NOTES_MAX } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Select } from '../../../lib/ui/select.tsx';
import { TextArea, TextInput } from '../../../lib/ui/text-input.tsx';
import { useOfficeInstallers } from '../api/use-office-installers.ts';
import type { JobField, JobFieldProps } from './job-form-values.ts';

/** When and by whom: the day, the window, the installer, and the office's notes for them. */
export function JobPlanningGroup({ field }: { field: (name: JobField) => JobFieldProps }) {
  const { t } = useTranslation();
  const installers = useOfficeInstallers();
  return (
    <fieldset className="job-form-group">
      <legend>{t('office.planning')}</legend>
      <TextInput type="date" label={t('office.date')} required {...field('scheduled_date')} />
      <TextInput type="time" label={t('office.window_start')} {...field('window_start')} />
      <TextInput type="time" label={t('office.window_end')} {...field('window_end')} />
      <Select label={t('office.installer')} required {...field('id_installer')}>
        <option value="">{t('office.choose_installer')}</option>
        {installers.data?.map((account) => (
          <option key={account.id_installer} value={account.id_installer}>
            {account.name || account.email}
          </option>
        ))}
      </Select>
      <TextArea label={t('office.notes')} rows={3} maxLength={JOB_NOTES_MAX} {...field('notes')} />
    </fieldset>
  );
}
