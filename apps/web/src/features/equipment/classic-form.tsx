import {
  type AssetType,
  type ClassicInstallationBody,
  type DeviceCheck,
  type Domicile,
  EQUIPMENT_KINDS,
  type EquipmentBlock,
  type EquipmentKind,
  type GenericModel,
} from '@installer/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormTextField } from '../../lib/ui/form-fields.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { StepActions } from '../../wizard-core/step-actions.tsx';
import { addressLabel } from './address-label.ts';
import { useUserClientDomiciles } from './api/domiciles.ts';
import { classicCheck } from './classic-body.ts';
import { type ClassicValues, classicDefaults, parseClassicValues } from './classic-values.ts';
import { contractResolver, invalidFields } from './contract-check.ts';
import { GenericBlock } from './generic/generic-block.tsx';
import { SiloBlock } from './silo/silo-block.tsx';
import { rememberChoices } from './specification/last-choices.ts';
import { SpecificationBlock } from './specification/specification-block.tsx';
import { StepFourAddress, StepFourForm } from './step-four-form.tsx';
import { TankBlock } from './tank/tank-block.tsx';
import { useDraftForm } from './use-draft-form.ts';

/**
 * The form of each specification block (contracts lists/equipment-kinds.ts): a block without one does not
 * compile; a kind takes its block's.
 */
const BLOCK_FORMS: {
  [B in EquipmentBlock]: (props: { draftKey: string; genericModel: GenericModel | null }) => ReactNode;
} = {
  tank: ({ draftKey }) => <TankBlock draftKey={draftKey} />,
  silo: ({ draftKey }) => <SiloBlock draftKey={draftKey} />,
  generic: ({ genericModel }) => (genericModel ? <GenericBlock model={genericModel} /> : null),
};

export interface ClassicFormProps {
  kind: EquipmentKind;
  assetType: AssetType;
  device: DeviceCheck;
  /** The customer found in step 1 (their domiciles are address mode 1), or null without user. */
  idUser: number | null;
  /** The generic model of a generic type (loaded by the caller). */
  genericModel: GenericModel | null;
  draftKey: string;
  autofill: Record<string, string>;
  submitting: boolean;
  /** The asset of the classic payload (spec §7), as the contracts accepted it. */
  onValid(asset: ClassicInstallationBody['asset'], context: { addressLabel: string }): void;
}

/**
 * spec §2 Step 4 for a tank, a silo or a generic model: the address block, a name and a description, the
 * type's own block and the specification block. What is typed stays in the wizard store (reload-safe).
 */
export function ClassicForm(props: ClassicFormProps) {
  const { kind, assetType, device, idUser, genericModel, draftKey, autofill } = props;
  const { t } = useTranslation();
  const BlockForm = BLOCK_FORMS[EQUIPMENT_KINDS[kind].block];
  const check = useMemo(
    () => (values: ClassicValues) => classicCheck(values, { kind, genericModel, device, assetType, idUser }),
    [kind, genericModel, device, assetType, idUser],
  );
  const resolver = useMemo(() => contractResolver(check), [check]);
  const form = useDraftForm<ClassicValues, ClassicInstallationBody>({
    draftKey,
    resolver,
    defaults: () => {
      const values = classicDefaults(autofill);
      for (const input of genericModel?.form_inputs ?? [])
        values.generic[input.name] = input.type === 'boolean' ? false : '';
      return values;
    },
    parse: parseClassicValues,
  });
  const domiciles = useUserClientDomiciles(idUser);
  const list: Domicile[] = domiciles.data ?? [];

  const submit = form.handleSubmit((body) => {
    rememberChoices(assetType.key, body.asset.specification);
    props.onValid(body.asset, { addressLabel: addressLabel(form.getValues('address'), list) });
  });

  return (
    <StepFourForm
      form={form}
      invalidFields={() => invalidFields(check(form.getValues()))}
      label={assetType.value}
      onSubmit={submit}
    >
      <StepFourAddress domiciles={list} loading={domiciles.isLoading} />
      <Stack>
        <FormTextField control={form.control} name="name" label={t('step_4.name')} required />
        <FormTextField control={form.control} name="description" label={t('step_4.description')} multiline />
      </Stack>
      <Stack as="section" aria-labelledby="type-specification-title">
        <Text id="type-specification-title" as="h2" variant="h6">
          {t('step_4.type_specification')}
        </Text>
        <BlockForm draftKey={draftKey} genericModel={genericModel} />
      </Stack>
      <SpecificationBlock
        kind={kind}
        typeKey={assetType.key}
        idProfessional={device.id_professional}
        draftKey={draftKey}
      />
      <StepActions loading={props.submitting} />
    </StepFourForm>
  );
}
