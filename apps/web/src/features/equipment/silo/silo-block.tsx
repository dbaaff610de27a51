import { asSiloType, SILO_TYPES, type SiloDimension, siloRequiredFields } from '@installer/contracts';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { BrandModelFields } from '../brand-model-fields.tsx';
import type { ClassicValues } from '../classic-values.ts';
import { SelectInput, TextInput } from '../fields.tsx';

const LABELS: Record<SiloDimension, MessageKey> = {
  volume: 'step_4.volume',
  height: 'step_4.total_height',
  diameter_right_side: 'step_4.diameter_right_side',
  length_right_side: 'step_4.length_right_side',
  width_right_side: 'step_4.width_right_side',
  cone_height: 'step_4.cone_height',
  width_min_cone: 'step_4.width_min_cone',
  length_diameter_min_cone: 'step_4.length_diameter_min_cone',
};

/**
 * spec §2/§3 Silo: the four silo types, brand then model, and the dimensions the chosen type needs
 * (spec §5, contracts `siloRequiredFields`). Before a type is chosen, the two every type needs.
 */
export function SiloBlock({ draftKey }: { draftKey: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClassicValues>();
  const typeText = useWatch({ control, name: 'silo.silo_type' });
  const fields = siloRequiredFields(asSiloType(Number(typeText)));

  return (
    <Stack spacing={2}>
      <SelectInput
        control={control}
        name="silo.silo_type"
        label={t('step_4.silo_type')}
        required
        choices={SILO_TYPES.map((silo) => ({ value: String(silo), label: t(`step_4.silo_type_${silo}`) }))}
      />
      <BrandModelFields type="SILO" draftKey={draftKey} />
      {fields.map((field) => (
        <TextInput
          key={field}
          control={control}
          name={`silo.${field}`}
          label={t(LABELS[field])}
          required
          inputMode="decimal"
        />
      ))}
    </Stack>
  );
}
