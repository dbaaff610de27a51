import { EQUIPMENT_KINDS, JOB_MONITORING_TYPES } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { Select } from '../../../lib/ui/select.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { TextInput } from '../../../lib/ui/text-input.tsx';
import { useBrands, useLiquids, useLocalisationTypes, useModels } from '../../equipment/index.ts';
import { type JobField, type JobFieldProps, type JobFormValues, TANK_DIMENSIONS } from './job-form-values.ts';

/**
 * What step 4 asks of the equipment, given by the office when it knows it (decision 0022 Jobs): brand and
 * model of the kind's catalogue, a tank's dimensions, the equipment's name, its content, localisation and
 * monitoring. The phone starts step 4 on them (wizard-core/job-start.ts); the installer may change them. The
 * lists are step 4's own calls, in the office's language.
 */
export function JobEquipmentFields({
  values,
  field,
  onBrand,
}: {
  values: JobFormValues;
  field: (name: JobField) => JobFieldProps;
  /** A brand chosen anew: its models are another list, so the model is chosen again. */
  onBrand: (idBrand: string) => void;
}) {
  const { t } = useTranslation();
  const idProfessional = useSession()?.installer.id_professional ?? 0;
  const kind = values.type_key in EQUIPMENT_KINDS ? EQUIPMENT_KINDS[values.type_key as 'cuve'] : null;
  const brandType = kind?.brand?.type ?? 'CUVE';
  const brands = useBrands(brandType, kind?.brand != null);
  const idBrand = values.id_brand_reference === '' ? null : Number(values.id_brand_reference);
  const models = useModels(brandType, kind?.brand != null ? idBrand : null);
  const liquids = useLiquids(idProfessional, values.type_key);
  const localisations = useLocalisationTypes();
  const notGiven = <option value="">{t('office.not_given')}</option>;

  return (
    <>
      <Text variant="body2" tone="secondary">
        {t('office.presets_help')}
      </Text>
      {kind?.brand ? (
        <>
          <Select
            label={t('step_4.brand')}
            {...field('id_brand_reference')}
            onChange={(event) => onBrand(event.target.value)}
          >
            {notGiven}
            {brands.data?.map((brand) => (
              <option key={brand.id_brand_reference} value={brand.id_brand_reference}>
                {brand.name}
              </option>
            ))}
          </Select>
          <Select label={t('step_4.model')} disabled={idBrand === null} {...field('id_model_reference')}>
            {notGiven}
            {models.data?.map((model) => (
              <option key={model.id_model_reference} value={model.id_model_reference}>
                {model.trade_name}
              </option>
            ))}
          </Select>
        </>
      ) : null}
      {values.type_key === 'cuve'
        ? TANK_DIMENSIONS.map((name) => (
            <TextInput key={name} label={t(`step_4.${name}`)} inputMode="decimal" {...field(name)} />
          ))
        : null}
      <TextInput label={t('step_4.name')} maxLength={200} {...field('equipment_name')} />
      <Select label={t('step_4.content')} {...field('id_liquid_type')}>
        {notGiven}
        {liquids.data?.map((liquid) => (
          <option key={liquid.id_asset_liquid} value={liquid.id_asset_liquid}>
            {liquid.name}
          </option>
        ))}
      </Select>
      <Select label={t('step_4.localisation_type')} {...field('id_localisation_type')}>
        {notGiven}
        {localisations.data?.map((type) => (
          <option key={type.id_referential} value={type.id_referential}>
            {type.value}
          </option>
        ))}
      </Select>
      <Select label={t('step_4.monitoring_type')} {...field('monitoring_type')}>
        {notGiven}
        {JOB_MONITORING_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`step_4.monitoring_${type}`)}
          </option>
        ))}
      </Select>
    </>
  );
}
