import type { AssetType, DeviceCheck } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiError, messageForStatus } from '../../../lib/api/api-error.ts';
import { useDisplayOptions } from '../../../lib/display-options.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { openResult } from '../../../wizard-core/open-result.ts';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import { activeSteps, goNext } from '../../../wizard-core/steps.ts';
import { getWizard, useWizard } from '../../../wizard-core/wizard-store.ts';
import type { ClassicKind } from '../../equipment/index.ts';
import {
  ClassicForm,
  equipmentDraftKey,
  FormLoading,
  ModuleForm,
  useGenericModel,
  useModule,
} from '../../equipment/index.ts';
import {
  classicPayload,
  type InstallationRequest,
  modulePayload,
  useCreateInstallation,
} from '../../installation/index.ts';
import { returnToRefusedStep } from '../../outbox/index.ts';

type FormKind = ClassicKind | 'module' | null;

/** spec §2 Step 4: module-based when the type has id_module; else cuve, silo or generic; else none. */
export function formKind(assetType: AssetType): FormKind {
  if (assetType.id_module !== null) return 'module';
  if (assetType.key === 'cuve' || assetType.key === 'silo') return assetType.key;
  if (assetType.key === 'generic' && assetType.id_asset_generic_module !== null) return 'generic';
  return null;
}

/**
 * spec §2 Step 4, the equipment form, then the installation (spec §7). On success: step 5 when it applies
 * (referential 244; the installation exists before its external configuration), else the result screen.
 * spec §4: the module form leads to the result.
 */
export function Step4Equipment() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
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
  const urlPlatform = useDisplayOptions().data?.url_platform ?? null;
  const create = useCreateInstallation();

  if (!assetType || !device) return <NotImplemented message={t('step_3.type_required')} />;
  const kind = formKind(assetType);
  if (kind === null) return <NotImplemented message={t('installation_not_implemented')} />;

  const install = (request: InstallationRequest) => {
    if (create.isPending) return;
    create.mutate(request, {
      onSuccess: (outcome) => {
        // docs/decisions/0002-outbox.md: without signal the installation waits in the outbox and the wizard goes on.
        if (outcome.queued) notify('info', 'outbox.installation_queued');
        const state = getWizard();
        if (request.kind === 'classic' && activeSteps(state).includes('external_config')) return goNext();
        openResult(navigate, state, urlPlatform);
      },
      // spec §8: a refusal (4xx) leaves the form with everything; Next tries again once corrected. One of
      // the device or of the e-mail (checked by the server only now, when made offline) goes back to its
      // step, with everything typed (docs/decisions/0007-offline-installations-checked-on-sending.md).
      onError: (error) => {
        if (error instanceof ApiError && returnToRefusedStep(error)) return;
        notify(
          'error',
          messageForStatus(error, { 422: 'address_not_precise_enough' }, 'error_during_installation'),
        );
      },
    });
  };

  // A different device or type is a different form: it starts from its own draft, not this one's.
  const draftKey = equipmentDraftKey(device.device_number, assetType.id_referential);
  const common = { device, draftKey, autofill, submitting: create.isPending };

  if (kind === 'module') {
    return (
      <ModuleStep
        {...common}
        idModule={assetType.id_module ?? 0}
        withUser={!withoutUser}
        onValid={(form, { addressLabel }) =>
          install({
            kind: 'module',
            body: modulePayload({ device, idModule: assetType.id_module ?? 0, form }),
            deviceNumber: device.device_number,
            addressLabel,
          })
        }
      />
    );
  }
  return (
    <ClassicStep
      {...common}
      kind={kind}
      assetType={assetType}
      idUser={idUser}
      onValid={(asset, { addressLabel }) =>
        install({
          kind: 'classic',
          body: classicPayload({ device, assetType, idUser, clientEmail, asset }),
          deviceNumber: device.device_number,
          addressLabel,
        })
      }
    />
  );
}

type CommonProps = {
  device: DeviceCheck;
  draftKey: string;
  autofill: Record<string, string>;
  submitting: boolean;
};

function ClassicStep(props: CommonProps & Omit<Parameters<typeof ClassicForm>[0], 'genericModel'>) {
  const generic = useGenericModel(props.kind === 'generic' ? props.assetType.id_asset_generic_module : null);
  if (props.kind === 'generic' && !generic.data) return <FormLoading failed={generic.isError} />;
  return <ClassicForm key={props.draftKey} {...props} genericModel={generic.data ?? null} />;
}

function ModuleStep(
  props: CommonProps & { idModule: number } & Omit<Parameters<typeof ModuleForm>[0], 'module'>,
) {
  const module = useModule(props.idModule);
  if (!module.data) return <FormLoading failed={module.isError} />;
  return <ModuleForm key={props.draftKey} {...props} module={module.data} />;
}

/** spec §8: "Installation not implemented for this type of equipment"; Back stays available. */
function NotImplemented({ message }: { message: string }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Alert severity="warning">
        <span style={{ display: 'block' }}>{message}</span>
        <span>{t('step_4.not_implemented_hint')}</span>
      </Alert>
      <StepActions nextDisabled />
    </Stack>
  );
}
