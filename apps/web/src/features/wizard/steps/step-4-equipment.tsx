import type { AssetType, DeviceCheck } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiError } from '../../../lib/api/api-error.ts';
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
  type InstallationRefusal,
  type InstallationRequest,
  installationRefusal,
  modulePayload,
  RefusalAlert,
  useSaveInstallation,
} from '../../installation/index.ts';
import { returnToRefusedStep } from '../../outbox/index.ts';

type FormKind = ClassicKind | 'module' | null;

/** A refused Next: why, what was sent, and the form's draft as it was then. */
interface Refused {
  refusal: InstallationRefusal;
  request: InstallationRequest;
  draft: unknown;
}

/** spec §2 Step 4: module-based when the type has id_module; else cuve, silo or generic; else none. */
function formKind(assetType: AssetType): FormKind {
  if (assetType.id_module !== null) return 'module';
  if (assetType.key === 'cuve' || assetType.key === 'silo') return assetType.key;
  if (assetType.key === 'generic' && assetType.id_asset_generic_module !== null) return 'generic';
  return null;
}

/**
 * spec §2 Step 4, the equipment form, then the installation (spec §7). On success: step 5 when it applies
 * (referential 244; the installation exists before its external configuration), else the result screen.
 * spec §4: the module form leads to the result. Back to this step after the installation was created, Next
 * edits it (PUT, save-installation.ts) rather than creating a second one.
 */
export function Step4Equipment() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const assetType = useWizard((s) => s.asset_type);
  const device = useWizard((s) => s.device);
  const autofill = useWizard((s) => s.autofill);
  const withoutUser = useWizard((s) => s.without_user);
  const idUser = useWizard((s) => (s.without_user ? null : (s.lookup?.user?.id_user ?? null)));
  const draft = useWizard((s) => s.equipment);
  // An e-mail typed without signal and not among the customers on the phone: the server resolves it
  // (docs/decisions/0007-offline-installations-checked-on-sending.md).
  const clientEmail = useWizard((s) =>
    !s.without_user && s.lookup?.offline?.source === 'unchecked' ? s.lookup.email : null,
  );
  const urlPlatform = useDisplayOptions().data?.url_platform ?? null;
  const save = useSaveInstallation();
  const [refused, setRefused] = useState<Refused | null>(null);
  // The refusal was about the form as it was sent: once the installer changes it, Next asks again.
  const shown = refused?.draft === draft ? refused : null;

  if (!assetType || !device) return <NotImplemented message={t('step_3.type_required')} />;
  const kind = formKind(assetType);
  if (kind === null) return <NotImplemented message={t('installation_not_implemented')} />;

  const install = (request: InstallationRequest, editing?: number) => {
    if (save.isPending) return;
    setRefused(null);
    save.mutate(
      { request, editing },
      {
        onSuccess: (outcome) => {
          // docs/decisions/0002-outbox.md: without signal the installation waits in the outbox and the wizard goes on.
          if (outcome.queued) notify('info', 'outbox.installation_queued');
          const state = getWizard();
          if (request.kind === 'classic' && activeSteps(state).includes('external_config')) return goNext();
          openResult(navigate, state, urlPlatform);
        },
        // spec §8: a refusal (4xx) leaves the form with everything, and says why where the installer is. An
        // e-mail only the server could check (typed without signal) and found taken goes back to step 1, with
        // everything typed (docs/decisions/0007-offline-installations-checked-on-sending.md).
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'email_taken' && clientEmail !== null) {
            if (returnToRefusedStep(error)) return;
          }
          setRefused({
            refusal: installationRefusal(error, request.body),
            request,
            draft: getWizard().equipment,
          });
        },
      },
    );
  };

  // A different device or type is a different form: it starts from its own draft, not this one's.
  const draftKey = equipmentDraftKey(device.device_number, assetType.id_referential);
  const common = { device, draftKey, autofill, submitting: save.isPending };
  const refusal = shown ? (
    <RefusalAlert
      refusal={shown.refusal}
      editing={save.isPending}
      onEdit={(id) => install(shown.request, id)}
    />
  ) : null;

  if (kind === 'module') {
    return (
      <Stack spacing={2}>
        {refusal}
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
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {refusal}
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
    </Stack>
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
