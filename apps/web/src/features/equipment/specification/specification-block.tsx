import type { EquipmentKind } from '@installer/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormTextField } from '../../../lib/ui/form-fields.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import type { ClassicValues } from '../classic-values.ts';
import { SelectInput } from '../fields.tsx';
import { useSpecificationLists } from './use-specification-lists.ts';

/** The module form finds a link's liquid the same way (spec §2 autofill liquid_name). */
export { liquidByName } from './use-specification-lists.ts';

/**
 * spec §3 Asset specification: offset (default 0, 0 accepted), liquid type (honey type for generic),
 * localisation type, monitoring type (-1 consumption, 1 filling) and screw pitch (default none). The
 * liquid, localisation and monitoring selects start on a link's autofill or the installer's last choices
 * on this phone, once their lists have loaded (use-specification-lists.ts).
 */
export function SpecificationBlock({
  kind,
  typeKey,
  idProfessional,
  draftKey,
}: {
  kind: EquipmentKind;
  /** The asset type's key: the liquids offered depend on it (spec §7). */
  typeKey: string;
  idProfessional: number;
  draftKey: string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClassicValues>();
  const { liquids, localisations } = useSpecificationLists({ draftKey, typeKey, idProfessional });

  return (
    <Stack as="section" aria-labelledby="specification-title">
      <Text id="specification-title" as="h2" variant="h6">
        {t('step_4.specification')}
      </Text>
      <FormTextField
        control={control}
        name="specification.offset"
        label={t('step_4.offset')}
        required
        inputMode="decimal"
      />
      <SelectInput
        control={control}
        name="specification.id_liquid_type"
        label={t(kind === 'generic' ? 'step_4.honey_type' : 'step_4.liquid_type')}
        required
        disabled={!liquids.isSuccess}
        choices={(liquids.data ?? []).map((liquid) => ({
          value: String(liquid.id_asset_liquid),
          label: liquid.name,
        }))}
      />
      <SelectInput
        control={control}
        name="specification.id_localisation_type"
        label={t('step_4.localisation_type')}
        required
        disabled={!localisations.isSuccess}
        choices={(localisations.data ?? []).map((type) => ({
          value: String(type.id_referential),
          label: type.value,
        }))}
      />
      <SelectInput
        control={control}
        name="specification.index_monitoring_type"
        label={t('step_4.monitoring_type')}
        required
        choices={[
          { value: '-1', label: t('step_4.monitoring_consumption') },
          { value: '1', label: t('step_4.monitoring_filling') },
        ]}
      />
      <SelectInput
        control={control}
        name="specification.index_screw_number"
        label={t('step_4.screw_number')}
        required
        choices={[
          { value: '0', label: t('step_4.screw_none') },
          { value: '1', label: t('step_4.screw_small') },
          { value: '2', label: t('step_4.screw_intermediate') },
          { value: '3', label: t('step_4.screw_large') },
        ]}
      />
    </Stack>
  );
}
