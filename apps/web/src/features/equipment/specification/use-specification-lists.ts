import type { Liquid, LocalisationType } from '@installer/contracts';
import { useState } from 'react';
import { type FieldPath, useFormContext } from 'react-hook-form';
import { useLiquids } from '../api/liquids.ts';
import { useLocalisationTypes } from '../api/localisation-types.ts';
import type { ClassicValues } from '../classic-values.ts';
import { useApplyOnce, useAutofillOnce } from '../use-draft-form.ts';
import { JOB_LIQUID_AUTOFILL } from '../../../wizard-core/job-start.ts';
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
 * The lists of the specification's selects (the liquids depend on the asset type, spec §7), and where the
 * selects start once they have loaded: a link's or a job's autofill first (spec §2 liquid_name,
 * localisation_type; a job's liquid by id), then the installer's last choices on this phone (last-choices.ts) for what is still empty.
 */
export function useSpecificationLists({
  draftKey,
  typeKey,
  idProfessional,
}: {
  draftKey: string;
  typeKey: string;
  idProfessional: number;
}) {
  const { setValue } = useFormContext<ClassicValues>();
  const liquids = useLiquids(idProfessional, typeKey);
  const localisations = useLocalisationTypes();
  const [last] = useState(lastChoices);

  useAutofillOnce(draftKey, 'liquid_name', liquids.isSuccess, (name) => {
    const liquid = liquidByName(liquids.data ?? [], name);
    if (liquid)
      setValue('specification.id_liquid_type', String(liquid.id_asset_liquid), { shouldDirty: true });
  });
  // A job's content, by id (wizard-core/job-start.ts), if the asset type still offers it.
  useAutofillOnce(draftKey, JOB_LIQUID_AUTOFILL, liquids.isSuccess, (id) => {
    if (liquids.data?.some((liquid) => String(liquid.id_asset_liquid) === id))
      setValue('specification.id_liquid_type', id, { shouldDirty: true });
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
  return { liquids, localisations };
}
