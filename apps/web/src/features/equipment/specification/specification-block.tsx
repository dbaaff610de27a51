import type { Liquid, LocalisationType } from '@installer/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type FieldPath, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLiquids } from '../api/liquids.ts';
import { useLocalisationTypes } from '../api/localisation-types.ts';
import type { ClassicKind, ClassicValues } from '../classic-values.ts';
import { SelectInput, TextInput } from '../fields.tsx';
import { useApplyOnce, useAutofillOnce } from '../use-draft-form.ts';
import { lastChoices } from './last-choices.ts';

/**
 * A select of the block starts on the last choice `value` once its list (`offered`) has loaded, if the list
 * still has it and the field is empty; once per draft (use-draft-form.ts useApplyOnce).
 */
function useLastChoice(
  draftKey: string,
  name: FieldPath<ClassicValues> & `specification.${string}`,
  value: string,
  offered: string[] | undefined,
): void {
  const { getValues, setValue } = useFormContext<ClassicValues>();
  useApplyOnce(draftKey, `last:${name}`, value || undefined, offered !== undefined, (choice) => {
    if (getValues(name) === '' && offered?.includes(choice)) setValue(name, choice, { shouldDirty: true });
  });
}

/** spec §3 index_monitoring_type: -1 consumption, 1 filling. */
const MONITORING = ['-1', '1'];

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** spec §2 autofill liquid_name: the liquid of that name, in any case. */
export function liquidByName(liquids: Liquid[], name: string): Liquid | undefined {
  return liquids.find((liquid) => same(liquid.name, name));
}

/** spec §2 autofill localisation_type: its id or its name. */
function localisationByAutofill(types: LocalisationType[], value: string): LocalisationType | undefined {
  return types.find((type) => String(type.id_referential) === value.trim() || same(type.value, value));
}

/**
 * spec §3 Asset specification: offset (default 0, 0 accepted), liquid type (honey type for generic),
 * localisation type, monitoring type (-1 consumption, 1 filling) and screw pitch (default none). The
 * liquid, localisation and monitoring selects start on the installer's last choices on this phone
 * (last-choices.ts), once their lists have loaded, when a link's autofill left them empty.
 */
export function SpecificationBlock({
  kind,
  typeKey,
  idProfessional,
  draftKey,
}: {
  kind: ClassicKind;
  /** The asset type's key: the liquids offered depend on it (spec §7). */
  typeKey: string;
  idProfessional: number;
  draftKey: string;
}) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ClassicValues>();
  const liquids = useLiquids(idProfessional, typeKey);
  const localisations = useLocalisationTypes();
  const [last] = useState(lastChoices);

  useAutofillOnce(draftKey, 'liquid_name', liquids.isSuccess, (name) => {
    const liquid = liquidByName(liquids.data ?? [], name);
    if (liquid)
      setValue('specification.id_liquid_type', String(liquid.id_asset_liquid), { shouldDirty: true });
  });
  useAutofillOnce(draftKey, 'localisation_type', localisations.isSuccess, (value) => {
    const type = localisationByAutofill(localisations.data ?? [], value);
    if (type)
      setValue('specification.id_localisation_type', String(type.id_referential), { shouldDirty: true });
  });

  // After the autofill above: a link's value comes first, the last choice only fills what is still empty.
  useLastChoice(
    draftKey,
    'specification.id_liquid_type',
    last.liquid[typeKey] ?? '',
    liquids.data?.map((liquid) => String(liquid.id_asset_liquid)),
  );
  useLastChoice(
    draftKey,
    'specification.id_localisation_type',
    last.localisation,
    localisations.data?.map((type) => String(type.id_referential)),
  );
  useLastChoice(draftKey, 'specification.index_monitoring_type', last.monitoring, MONITORING);

  return (
    <Stack spacing={2} component="section" aria-labelledby="specification-title">
      <Typography id="specification-title" component="h2" variant="h6">
        {t('step_4.specification')}
      </Typography>
      <TextInput
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
