import type { DeviceCheck, ModuleDetail, ModuleInstallationBody } from '@installer/contracts';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormTextField } from '../../../lib/ui/form-fields.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import { addressLabel } from '../address-label.ts';
import { useProfessionalClients } from '../api/clients.ts';
import { useClientDomiciles } from '../api/domiciles.ts';
import { useModuleLiquids } from '../api/liquids.ts';
import { contractResolver, invalidFields } from '../contract-check.ts';
import { liquidByName } from '../specification/specification-block.tsx';
import { StepFourAddress, StepFourForm } from '../step-four-form.tsx';
import { useAutofillOnce, useDraftForm } from '../use-draft-form.ts';
import { CustomerField } from './customer-field.tsx';
import { moduleCheck } from './module-body.ts';
import { ModuleModels } from './module-models.tsx';
import { type ModuleValues, modelKey, moduleDefaults, parseModuleValues } from './module-values.ts';

export interface ModuleFormProps {
  module: ModuleDetail;
  device: DeviceCheck;
  /** spec §5: the customer is asked when the installation has a user. */
  withUser: boolean;
  draftKey: string;
  autofill: Record<string, string>;
  submitting: boolean;
  /** The module payload (spec §7), as the contracts accepted it. */
  onValid(body: ModuleInstallationBody, context: { addressLabel: string }): void;
}

/**
 * spec §2 Step 4 for a type with a module: the customer (with a user), the address, the name, and each of
 * the module's asset models with its content and inputs (spec §3, §4 Module models).
 */
export function ModuleForm(props: ModuleFormProps) {
  const { module, device, withUser, draftKey, autofill } = props;
  const { t } = useTranslation();
  const check = useMemo(
    () => (values: ModuleValues) => moduleCheck(values, { module, device, withCustomer: withUser }),
    [module, device, withUser],
  );
  const resolver = useMemo(() => contractResolver(check), [check]);
  const form = useDraftForm<ModuleValues, ModuleInstallationBody>({
    draftKey,
    resolver,
    defaults: () => moduleDefaults(module, autofill),
    parse: parseModuleValues,
  });
  const liquids = useModuleLiquids(device.id_professional, module.id_module);
  const clients = useProfessionalClients(device.uid_professional, withUser);
  const idClient = useWatch({ control: form.control, name: 'id_client' });
  const uid = clients.data?.find((client) => String(client.id_client) === idClient)?.uid ?? null;
  const domiciles = useClientDomiciles(withUser ? uid : null);
  const models = useWatch({ control: form.control, name: 'models' });
  const activeCount = Object.values(models).filter((model) => model.active).length;

  useAutofillOnce(draftKey, 'liquid_name', liquids.isSuccess, (name) => {
    const liquid = liquidByName(liquids.data ?? [], name);
    if (!liquid) return;
    for (const model of module.asset_models) {
      if (form.getValues(`models.${modelKey(model)}.id_asset_liquid`) === '') {
        form.setValue(`models.${modelKey(model)}.id_asset_liquid`, String(liquid.id_asset_liquid), {
          shouldDirty: true,
        });
      }
    }
  });

  const submit = form.handleSubmit((output) =>
    props.onValid(output, { addressLabel: addressLabel(form.getValues('address'), domiciles.data ?? []) }),
  );

  return (
    <StepFourForm
      form={form}
      invalidFields={() => invalidFields(check(form.getValues()))}
      label={module.name}
      onSubmit={submit}
    >
      {withUser ? <CustomerField uidProfessional={device.uid_professional} /> : null}
      <StepFourAddress domiciles={domiciles.data ?? []} loading={domiciles.isLoading} />
      <Stack>
        <FormTextField control={form.control} name="asset_name" label={t('step_4.name')} required />
        <FormTextField control={form.control} name="asset_code" label={t('step_4.asset_code')} />
      </Stack>
      <ModuleModels
        models={module.asset_models}
        activeCount={activeCount}
        liquids={liquids.data ?? []}
        liquidsReady={liquids.isSuccess}
      />
      <StepActions loading={props.submitting} />
    </StepFourForm>
  );
}
