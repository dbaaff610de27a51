import type { InstallationBody, InstallationUpdateResult } from '@installer/contracts';
import { notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { replaceAsset } from '../repositories/assets.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import {
  type EditedInstallation,
  findOwnInstallation,
  markInstallationEdited,
  setInstallationAsset,
} from '../repositories/installations.ts';
import { findReportAudience } from '../repositories/report-audience.ts';
import { idempotently } from './idempotency.ts';
import { domicileTargetAfterChecks, type InstallationDeps, planAsset } from './installation.ts';
import { resolveDomicile } from './installation-shared.ts';
import { stopLinksOfFormerAudience } from './report-audience.ts';
import { invalidField } from './validation-issues.ts';

/** The professional's installation (404 otherwise, DESIGN §3 Scoping), for a body naming its device. */
async function editableInstallation(
  db: Db,
  idProfessional: number,
  idInstallation: number,
  body: InstallationBody,
): Promise<EditedInstallation> {
  const installation = await findOwnInstallation(db, idProfessional, idInstallation);
  if (!installation) throw notFound('not_found', 'Installation not found');
  // An edit changes what the device is installed on, never which device: that is another installation.
  if ('id_module' in body) {
    if (body.id_device !== installation.id_device) {
      throw invalidField('id_device', 'not the device of this installation');
    }
  } else if (body.device_number !== installation.device_number) {
    throw invalidField('device_number', 'not the device of this installation');
  }
  return installation;
}

/**
 * Back to step 4 after the installation was created: the same payload as the creation replaces the asset's
 * name, description, specification, type block (classic or module) and domicile choice, in ONE transaction.
 * The asset keeps its id, so the device stays linked and installed; the installation keeps its id and
 * created_at. A new domicile of the previous choice stays among the owner's saved addresses. With an
 * Idempotency-Key (DESIGN §3) the same edit sent again acts once and answers the same body.
 */
export async function updateInstallation(
  deps: InstallationDeps,
  installer: SessionInstaller,
  idInstallation: number,
  body: InstallationBody,
  idempotencyKey: string | null,
  language: string,
): Promise<InstallationUpdateResult> {
  const { db } = deps;
  const idProfessional = installer.id_professional;
  const { answer } = await idempotently<InstallationUpdateResult>(
    {
      db,
      idInstaller: installer.id_installer,
      key: idempotencyKey,
      request: { id_installation: idInstallation, body },
    },
    async (record) => {
      const target = await domicileTargetAfterChecks(deps, body, language, async () => {
        await editableInstallation(db, idProfessional, idInstallation, body);
        await planAsset(db, installer, body);
      });
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        // First: on PostgreSQL this locks the installation, so concurrent edits take turns.
        if (!(await markInstallationEdited(trx, idProfessional, idInstallation, now))) {
          throw notFound('not_found', 'Installation not found');
        }
        const installation = await editableInstallation(trx, idProfessional, idInstallation, body);
        const plan = await planAsset(trx, installer, body);
        const before = await findReportAudience(trx, installation.id_asset);
        const idDomicile = await resolveDomicile(trx, plan.owner, target, now);
        await replaceAsset(trx, installation.id_asset, {
          ...plan.owner,
          ...plan.asset,
          id_domicile: idDomicile,
        });
        await plan.writeBlocks(trx, installation.id_asset);
        await setInstallationAsset(trx, idInstallation, { kind: plan.kind, id_domicile: idDomicile });
        // Another customer, or another address: the links given before stop (report-audience.ts).
        await stopLinksOfFormerAudience(trx, {
          idInstallation,
          idAsset: installation.id_asset,
          before,
          now,
        });
        const result: InstallationUpdateResult = {
          id_installation: installation.id_installation,
          id_asset: installation.id_asset,
          id_device: installation.id_device,
          device_number: installation.device_number,
          id_domicile: idDomicile,
          created_at: installation.created_at,
          updated_at: now,
        };
        await record(trx, result);
        return result;
      });
    },
  );
  return answer;
}
