import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useDisplayOptions } from '../../../lib/display-options.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { openResult } from '../../../wizard-core/open-result.ts';
import { activeSteps, goNext } from '../../../wizard-core/steps.ts';
import { getWizard, useWizard } from '../../../wizard-core/wizard-store.ts';
import {
  type InstallationRefusal,
  type InstallationRequest,
  installationRefusal,
  useSaveInstallation,
} from '../../installation/index.ts';
import { returnToRefusedStep } from '../../outbox/index.ts';

/** A refused Next: why, what was sent, and the form's draft as it was then. */
interface Refused {
  refusal: InstallationRefusal;
  request: InstallationRequest;
  draft: unknown;
}

/**
 * The installation step 4 sends (spec §7), and where the wizard goes once it is accepted or queued: step 5
 * when it applies (referential 244; the installation exists before its external configuration), else the
 * result screen (spec §4). `clientEmail` is an e-mail only the server can check (typed without signal).
 */
export function useStep4Install(clientEmail: string | null) {
  const [, navigate] = useLocation();
  const urlPlatform = useDisplayOptions().data?.url_platform ?? null;
  const save = useSaveInstallation();
  const [refused, setRefused] = useState<Refused | null>(null);
  // The refusal was about the form as it was sent: once the installer changes it, Next asks again. Read as
  // a yes or no rather than the draft itself, which changes at each key: the step, the whole form under it,
  // renders again only when the answer changes.
  const asSent = useWizard((s) => refused !== null && s.equipment === refused.draft);
  const shown = asSent ? refused : null;

  /** `editing`: the installation already created, which Next edits (PUT, save-installation.ts). */
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

  return { install, submitting: save.isPending, refused: shown };
}
