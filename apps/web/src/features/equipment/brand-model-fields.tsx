import { BRAND_TYPE_FACTS, type BrandType, type ModelWithFigures } from '@installer/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { JOB_BRAND_AUTOFILL, JOB_MODEL_AUTOFILL } from '../../wizard-core/job-start.ts';
import { FormSwitch } from '../../lib/ui/form-fields.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { useBrands, useModels } from './api/brands.ts';
import type { ClassicValues } from './classic-values.ts';
import { SelectInput } from './fields.tsx';
import { useAutofillOnce } from './use-draft-form.ts';

type Paths = {
  known: 'tank.know_model_brand_asset' | 'silo.know_model_brand_asset';
  brand: 'tank.id_brand_reference' | 'silo.brand';
  model: 'tank.id_model_reference' | 'silo.model';
};

const PATHS: Record<BrandType, Paths> = {
  CUVE: {
    known: 'tank.know_model_brand_asset',
    brand: 'tank.id_brand_reference',
    model: 'tank.id_model_reference',
  },
  SILO: { known: 'silo.know_model_brand_asset', brand: 'silo.brand', model: 'silo.model' },
};

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** How a model came to be chosen: by the installer, or by the spec §2 model_name autofill parameter. */
export type ModelChoice = 'chosen' | 'autofill';

/**
 * spec §3/§5 brand and model of a tank or silo: asked when the installer knows them; the model list is
 * enabled by the brand (spec §4). The brand_name and model_name autofill parameters pick them by name.
 * A chosen model hands its catalogue figures to `onModel`, which fills the type and dimensions with them.
 */
export function BrandModelFields({
  type,
  draftKey,
  onModel,
}: {
  type: BrandType;
  draftKey: string;
  onModel(model: ModelWithFigures, how: ModelChoice): void;
}) {
  const { t } = useTranslation();
  const paths = PATHS[type];
  const { control, setValue, formState } = useFormContext<ClassicValues>();
  const known = useWatch({ control, name: paths.known });
  const brandText = useWatch({ control, name: paths.brand });
  const modelText = useWatch({ control, name: paths.model });
  const brandId = /^\d+$/.test(brandText) ? Number(brandText) : null;
  const brands = useBrands(type, known);
  const models = useModels(type, known ? brandId : null);
  const set = (path: Paths['brand'] | Paths['model'], value: string) =>
    setValue(path, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  useAutofillOnce(draftKey, 'brand_name', brands.isSuccess, (name) => {
    const brand = brands.data?.find((b) => sameName(b.name, name));
    if (brand) set(paths.brand, String(brand.id_brand_reference));
  });
  useAutofillOnce(draftKey, 'model_name', models.isSuccess, (name) => {
    const model = models.data?.find((m) => sameName(m.trade_name, name));
    if (!model) return;
    set(paths.model, String(model.id_model_reference));
    onModel(model, 'autofill');
  });
  // A job's brand and model (wizard-core/job-start.ts), by id: one the list does not hold is left to choose.
  useAutofillOnce(draftKey, JOB_BRAND_AUTOFILL, brands.isSuccess, (id) => {
    if (brands.data?.some((b) => String(b.id_brand_reference) === id)) set(paths.brand, id);
  });
  useAutofillOnce(draftKey, JOB_MODEL_AUTOFILL, models.isSuccess, (id) => {
    const model = models.data?.find((m) => String(m.id_model_reference) === id);
    if (!model) return;
    set(paths.model, id);
    onModel(model, 'autofill');
  });

  const modelOf = (id: string) => models.data?.find((m) => String(m.id_model_reference) === id);
  const figures = modelOf(modelText)?.[BRAND_TYPE_FACTS[type].block];
  const modelHint =
    brandId === null
      ? t('step_4.choose_brand_first')
      : models.data?.length === 0
        ? t('step_4.no_models')
        : figures
          ? t('step_4.filled_from_model')
          : undefined;

  return (
    <Stack>
      <FormSwitch control={control} name={paths.known} label={t('step_4.know_model_brand')} />
      {known ? (
        <>
          <SelectInput
            control={control}
            name={paths.brand}
            label={t('step_4.brand')}
            required
            disabled={!brands.isSuccess}
            choices={(brands.data ?? []).map((b) => ({ value: String(b.id_brand_reference), label: b.name }))}
            // A model of the previous brand does not belong to the new one.
            onValueChange={() => set(paths.model, '')}
          />
          <SelectInput
            control={control}
            name={paths.model}
            label={t('step_4.model')}
            required
            disabled={brandId === null || !models.isSuccess}
            helperText={modelHint}
            choices={(models.data ?? []).map((m) => ({
              value: String(m.id_model_reference),
              label: m.trade_name,
            }))}
            onValueChange={(id) => {
              const model = modelOf(id);
              if (model) onModel(model, 'chosen');
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
