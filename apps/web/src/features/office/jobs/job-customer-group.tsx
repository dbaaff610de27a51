import { useTranslation } from '../../../i18n/use-translation.ts';
import { Text } from '../../../lib/ui/text.tsx';
import { TextInput } from '../../../lib/ui/text-input.tsx';
import type { JobField, JobFieldProps } from './job-form-values.ts';

/** The job's customer: the e-mail finds the account, the names are for a new one. */
export function JobCustomerGroup({ field }: { field: (name: JobField) => JobFieldProps }) {
  const { t } = useTranslation();
  return (
    <fieldset className="job-form-group">
      <legend>{t('office.customer')}</legend>
      <TextInput type="email" label={t('office.customer_email')} required {...field('customer_email')} />
      <TextInput label={t('office.first_name')} {...field('customer_first_name')} />
      <TextInput label={t('office.last_name')} {...field('customer_last_name')} />
      <Text variant="body2" tone="secondary">
        {t('office.customer_help')}
      </Text>
    </fieldset>
  );
}
