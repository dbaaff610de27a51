import { type JobMonitoringType, normalizeEmail } from '@installer/contracts';
import type { AutofillParam } from './autofill.ts';
import { SAVED_DOMICILE_AUTOFILL } from './site.ts';
import { initialWizardState, useWizard, wizardStore } from './wizard-store.ts';

/**
 * Not spec §2 link parameters: the brand and model the office chose for the job, by their catalogue ids
 * (a job names them by id, a link by name), which the brand and model selects choose once their lists have
 * loaded (features/equipment/brand-model-fields.tsx). Set only by `startJob`, never read from a URL.
 */
export const JOB_BRAND_AUTOFILL = 'id_brand_reference';
export const JOB_MODEL_AUTOFILL = 'id_model_reference';
/**
 * The content the office chose, by its id (a link names it by name, spec §2 liquid_name), which the liquid
 * select chooses once the asset type's liquids have loaded (features/equipment/specification/).
 */
export const JOB_LIQUID_AUTOFILL = 'id_liquid_type';
type JobAutofill =
  | AutofillParam
  | typeof SAVED_DOMICILE_AUTOFILL
  | typeof JOB_BRAND_AUTOFILL
  | typeof JOB_MODEL_AUTOFILL
  | typeof JOB_LIQUID_AUTOFILL;

/**
 * What a job (decision 0022, `GET /jobs/mine`) tells the wizard: the customer (null on the
 * professional's own account), the saved address (null when the job's address is not one yet: the installer
 * finds it in step 4), the equipment's asset type key and dimensions, and the device to install now (null: a
 * device the office did not know, typed or scanned at step 2).
 */
export interface JobStart {
  id_job: number;
  customer: { id_user: number; email: string } | null;
  domicile: { id_domicile: number | null; name: string; address: string } | null;
  type_asset: string | null;
  dimensions: Partial<Record<'volume' | 'height' | 'length' | 'width', number | null>>;
  /** The catalogue brand and model the office gave, if any (a model fills the tank's type and figures). */
  id_brand_reference: number | null;
  id_model_reference: number | null;
  /** What step 4 asks of a standard tank, if the office gave it: the equipment's name and specification. */
  name: string | null;
  id_liquid_type: number | null;
  id_localisation_type: number | null;
  monitoring_type: JobMonitoringType | null;
  device_number: string | null;
}

/**
 * Opening a job from My jobs: a fresh wizard at step 2, preset as "Install another sensor here" presets it
 * (wizard-core/site.ts, the spec §2 autofill parameters), the device number already in the field, and the job
 * carried to the installation (`id_job`). Everything stays shown and editable: the job is the office's plan,
 * the installer sees the site.
 */
export function startJob(job: JobStart): void {
  const autofill: Partial<Record<JobAutofill, string>> = {
    without_user: job.customer ? 'false' : 'true',
  };
  if (job.customer) autofill.client_email = job.customer.email;
  if (job.domicile) {
    autofill.domicile_name = job.domicile.name;
    if (job.domicile.address) autofill.address = job.domicile.address;
    if (job.domicile.id_domicile !== null)
      autofill[SAVED_DOMICILE_AUTOFILL] = String(job.domicile.id_domicile);
  }
  if (job.type_asset) autofill.type_asset = job.type_asset;
  for (const [name, value] of Object.entries(job.dimensions)) {
    if (typeof value === 'number') autofill[name as 'volume'] = String(value);
  }
  // The office knew the brand (and model): the installer does not choose them again (spec §3/§5 brand and
  // model), they are shown chosen and stay editable.
  if (job.id_brand_reference !== null) {
    autofill.know_model_brand_asset = 'true';
    autofill[JOB_BRAND_AUTOFILL] = String(job.id_brand_reference);
    if (job.id_model_reference !== null) autofill[JOB_MODEL_AUTOFILL] = String(job.id_model_reference);
  }
  // The office's name, content, localisation and monitoring fill step 4 as a link's autofill does (spec §2
  // asset_name, localisation_type, monitoring_type): before this phone's last choices, which only fill what
  // is still empty (features/equipment/specification/last-choices.ts).
  if (job.name) autofill.asset_name = job.name;
  if (job.id_liquid_type !== null) autofill[JOB_LIQUID_AUTOFILL] = String(job.id_liquid_type);
  if (job.id_localisation_type !== null) autofill.localisation_type = String(job.id_localisation_type);
  if (job.monitoring_type !== null) autofill.monitoring_type = job.monitoring_type;
  wizardStore.set({
    ...initialWizardState(),
    step: 'device',
    without_user: job.customer === null,
    client_email: job.customer?.email ?? '',
    lookup: job.customer
      ? {
          email: normalizeEmail(job.customer.email),
          status: 'found',
          user: { id_user: job.customer.id_user, email: job.customer.email },
        }
      : null,
    device_number: job.device_number ?? '',
    autofill: autofill as Record<string, string>,
    id_job: job.id_job,
  });
}

/** The job the wizard's last device was installed for (decision 0022), or null: a device without a job. */
export function useJobOfDevice(deviceNumber: string): number | null {
  return useWizard((s) => (s.device_number === deviceNumber ? (s.id_job ?? null) : null));
}
