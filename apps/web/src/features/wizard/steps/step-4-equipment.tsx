import { type AssetType, EQUIPMENT_KINDS, type EquipmentKind, isEquipmentKind } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Stack } from '../../../lib/ui/stack.tsx';
import { useWizard } from '../../../wizard-core/wizard-store.ts';
import { equipmentDraftKey } from '../../equipment/index.ts';
import { classicPayload, modulePayload, RefusalAlert } from '../../installation/index.ts';
import { ClassicStep, ModuleStep } from './step-4-forms.tsx';
import { Step4NotImplemented } from './step-4-not-implemented.tsx';
import { useStep4Install } from './use-step-4-install.ts';

type FormKind = EquipmentKind | 'module' | null;

/**
 * spec §2 Step 4: module-based when the type has id_module; else a classic kind (contracts
 * lists/equipment-kinds.ts), a generic one only with its generic model; else none.
 */
function formKind(assetType: AssetType): FormKind {
  if (assetType.id_module !== null) return 'module';
  if (!isEquipmentKind(assetType.key)) return null;
  if (EQUIPMENT_KINDS[assetType.key].genericModel && assetType.id_asset_generic_module === null) return null;
  return assetType.key;
}

/**
 * spec §2 Step 4, the equipment form, then the installation (spec §7, use-step-4-install.ts). spec §4: the
 * module form leads to the result. Back to this step after the installation was created, Next edits it
 * (PUT, save-installation.ts) rather than creating a second one.
 */
export function Step4Equipment() {
  const { t } = useTranslation();
  const assetType = useWizard((s) => s.asset_type);
  const device = useWizard((s) => s.device);
  const autofill = useWizard((s) => s.autofill);
  const withoutUser = useWizard((s) => s.without_user);
  const idUser = useWizard((s) => (s.without_user ? null : (s.lookup?.user?.id_user ?? null)));
  // An e-mail typed without signal and not among the customers on the phone: the server resolves it
  // (docs/decisions/0007-offline-installations-checked-on-sending.md).
  const clientEmail = useWizard((s) =>
    !s.without_user && s.lookup?.offline?.source === 'unchecked' ? s.lookup.email : null,
  );
  // decision 0022: an installation opened from My jobs carries its job.
  const idJob = useWizard((s) => s.id_job ?? null);
  const { install, submitting, refused } = useStep4Install(clientEmail);

  if (!assetType || !device) return <Step4NotImplemented message={t('step_3.type_required')} />;
  const kind = formKind(assetType);
  if (kind === null) return <Step4NotImplemented message={t('installation_not_implemented')} />;

  // A different device or type is a different form: it starts from its own draft, not this one's.
  const draftKey = equipmentDraftKey(device.device_number, assetType.id_referential);
  const common = { device, draftKey, autofill, submitting };
  const refusal = refused ? (
    <RefusalAlert
      refusal={refused.refusal}
      editing={submitting}
      onEdit={(id) => install(refused.request, id)}
    />
  ) : null;

  return (
    <Stack>
      {refusal}
      {kind === 'module' ? (
        <ModuleStep
          {...common}
          idModule={assetType.id_module ?? 0}
          withUser={!withoutUser}
          onValid={(form, { addressLabel }) =>
            install({
              kind: 'module',
              body: modulePayload({ device, idModule: assetType.id_module ?? 0, form, idJob }),
              deviceNumber: device.device_number,
              addressLabel,
            })
          }
        />
      ) : (
        <ClassicStep
          {...common}
          kind={kind}
          assetType={assetType}
          idUser={idUser}
          onValid={(asset, { addressLabel }) =>
            install({
              kind: 'classic',
              body: classicPayload({ device, assetType, idUser, clientEmail, asset, idJob }),
              deviceNumber: device.device_number,
              addressLabel,
            })
          }
        />
      )}
    </Stack>
  );
}
