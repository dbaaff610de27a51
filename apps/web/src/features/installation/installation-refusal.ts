import type { InstallationBody } from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { ApiError, messageForStatus } from '../../lib/api/api-error.ts';

/** What step 4 shows when the installation (or its edit) was refused or failed while the installer watched. */
export interface InstallationRefusal {
  message: MessageKey;
  /**
   * 409 device_already_installed naming an installation of the installer's professional (the server names
   * it only then, docs/decisions/0007-offline-installations-checked-on-sending.md): the form can edit it.
   */
  editable: number | null;
}

/** Whether the body's address was a position (located, spec §2 mode 3) rather than an address. */
function addressWasLocated(body: InstallationBody): boolean {
  const domicile = 'asset' in body ? body.asset.domicile : body.domicile;
  return 'mode' in domicile && (domicile.mode === 'locate' || domicile.mode === 'coordinates');
}

function installationOfDetails(details: unknown): number | null {
  const id = (details as { id_installation?: unknown } | null | undefined)?.id_installation;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The message of each refusal (spec §8 error_during_installation, unless a more precise one applies): a
 * device already installed says what to do, and offers the edit when the installation is the installer's
 * own; a customer's e-mail taken meanwhile is spec §6 'Email already used'; an address the server could not
 * place precisely is spec §6 'Address not precise enough' (a position: error_localisation_precision).
 */
export function installationRefusal(error: unknown, body: InstallationBody): InstallationRefusal {
  const refusal = (message: MessageKey, editable: number | null = null) => ({ message, editable });
  if (!(error instanceof ApiError)) return refusal('error_during_installation');
  switch (error.code) {
    case 'device_already_installed': {
      const id = installationOfDetails(error.details);
      return id === null
        ? refusal('step_4.already_installed_elsewhere')
        : refusal('step_4.already_installed_yours', id);
    }
    case 'device_cant_be_install':
      return refusal('device_cant_be_install');
    case 'email_taken':
      return refusal('email_already_used');
    case 'error_localisation_precision':
      return refusal(addressWasLocated(body) ? 'error_localisation_precision' : 'address_not_precise_enough');
    case 'rate_limited':
      return refusal('rate_limited');
    default:
      return refusal(messageForStatus(error, {}, 'error_during_installation'));
  }
}
