import type { Generated } from 'kysely';

/** A job the office plans (docs/decisions/0022-office-jobs.md); its state is derived (contracts rules/job-state.ts). */
export interface JobsTable {
  id_job: Generated<number>;
  id_professional: number;
  /** The assigned account: an installer or office account of the professional. */
  id_installer: number;
  id_user: number;
  id_domicile: number;
  /** spec §3 Asset type key. */
  type_key: string;
  id_brand_reference: number | null;
  id_model_reference: number | null;
  /** JSON object of dimensions by the specification block's field names, or null. */
  dimensions: string | null;
  /** What step 4 asks of a standard tank (migration 2026112703): name, content, localisation, monitoring. */
  equipment_name: string | null;
  id_liquid_type: number | null;
  id_localisation_type: number | null;
  monitoring_type: 'consumption' | 'filling' | null;
  /** Devices planned without a number, beside the listed ones (job_devices). */
  device_count: number;
  /** YYYY-MM-DD. */
  scheduled_date: string;
  window_start: string | null;
  window_end: string | null;
  notes: string;
  status: 'planned' | 'cancelled' | 'not_doable';
  /** Optimistic concurrency: each change adds one. */
  version: number;
  not_doable_reason: string | null;
  not_doable_note: string | null;
  not_doable_at: string | null;
  /** The photo store's key of the not-doable photo, and its type. */
  not_doable_photo: string | null;
  not_doable_photo_type: string | null;
  created_at: string;
  updated_at: string;
}

/** A device of a job known by its number, in the order the office listed them. */
export interface JobDevicesTable {
  id_job: number;
  device_number: string;
  rank: number;
}

/** The office's latest check of an installation. */
export interface InstallationReviewsTable {
  id_installation: number;
  state: 'verified' | 'flagged';
  comment: string | null;
  /** The office account that checked. */
  id_installer: number;
  at: string;
}
