import { EQUIPMENT_KINDS } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Select } from '../../../lib/ui/select.tsx';
import { TextArea, TextInput } from '../../../lib/ui/text-input.tsx';
import { JobEquipmentFields } from './job-equipment-fields.tsx';
import type { JobFormState } from './use-job-form.ts';

/** The job's equipment: its kind, what the office knows of it, and the devices to install. */
export function JobEquipmentGroup({ form }: { form: JobFormState }) {
  const { t } = useTranslation();
  const { field, values, refused } = form;
  const kinds = Object.keys(EQUIPMENT_KINDS);
  return (
    <fieldset className="job-form-group">
      <legend>{t('office.equipment')}</legend>
      <Select
        label={t('office.equipment_kind')}
        required
        {...field('type_key')}
        // Another kind has other brands, models and contents: those are chosen again.
        onChange={(event) =>
          form.change({
            type_key: event.target.value,
            id_brand_reference: '',
            id_model_reference: '',
            id_liquid_type: '',
          })
        }
      >
        {[...new Set([...kinds, values.type_key])].map((key) => (
          <option key={key} value={key}>
            {key in EQUIPMENT_KINDS ? t(`office.kind_${key as keyof typeof EQUIPMENT_KINDS}`) : key}
          </option>
        ))}
      </Select>
      <JobEquipmentFields
        values={values}
        field={field}
        onBrand={(idBrand) => form.change({ id_brand_reference: idBrand, id_model_reference: '' })}
      />
      <TextArea
        label={t('office.device_numbers')}
        rows={3}
        {...field('device_numbers')}
        helperText={
          refused.includes('device_numbers') ? t('office.field_refused') : t('office.device_numbers_help')
        }
      />
      <TextInput
        type="number"
        min={0}
        label={t('office.device_count')}
        {...field('device_count')}
        helperText={
          refused.includes('device_count') ? t('office.devices_refused') : t('office.device_count_help')
        }
      />
    </fieldset>
  );
}
