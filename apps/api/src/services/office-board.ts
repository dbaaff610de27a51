import { createHash } from 'node:crypto';
import {
  API_PREFIX,
  type Board,
  type BoardInstallation,
  type InstallationState,
  installationState,
  type JobState,
  storedMeasurement,
  type Verification,
} from '@installer/contracts';
import { notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import { listAccounts } from '../repositories/jobs.ts';
import {
  findInstallationOfProfessional,
  findOfficeInstallations,
  findPhotosOfDevices,
  type OfficeInstallationRow,
  saveReview,
} from '../repositories/office-board.ts';
import { loadJobs } from './jobs.ts';

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (haversine): the phone's position against the address's. */
function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The signal quality of a stored emission (JSON the ingest contract accepted), or null. */
export function signalQualityOf(data: string | null): number | null {
  if (data === null) return null;
  const quality = (JSON.parse(data) as { signal_quality?: unknown } | null)?.signal_quality;
  return typeof quality === 'number' && Number.isInteger(quality) ? quality : null;
}

export function customerNameOf(row: OfficeInstallationRow): string | null {
  if (row.id_user !== null) return [row.first_name, row.last_name].filter(Boolean).join(' ') || null;
  return row.company_name ?? null;
}

function verificationOf(row: OfficeInstallationRow): Verification {
  if (row.review_state === null || row.review_at === null) {
    return { state: 'unchecked', comment: null, at: null, by: null };
  }
  return {
    state: row.review_state,
    comment: row.review_comment,
    at: row.review_at,
    by: row.reviewer_id === null ? null : { id_installer: row.reviewer_id, name: row.reviewer_name ?? '' },
  };
}

function boardInstallationOf(
  row: OfficeInstallationRow,
  photos: readonly number[],
  now: number,
  silentAfterHours: number,
): BoardInstallation {
  const installedAt = row.installed_at ?? row.created_at;
  const site =
    row.site_latitude !== null && row.site_longitude !== null
      ? { lat: row.site_latitude, lng: row.site_longitude }
      : null;
  const address =
    row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null;
  return {
    id_installation: row.id_installation,
    id_job: row.id_job,
    kind: row.kind,
    state: installationState({ installedAt, lastEmissionAt: row.last_emission_at, now, silentAfterHours }),
    installed_at: installedAt,
    device: { id_device: row.id_device, device_number: row.device_number },
    customer:
      row.id_user === null && row.id_client === null
        ? null
        : {
            id_user: row.id_user,
            id_client: row.id_client,
            email: row.user_email ?? null,
            name: customerNameOf(row),
          },
    address: {
      id_domicile: row.id_domicile,
      address_name: row.address_name,
      address: row.address,
      city: row.city,
      postal_code: row.postal_code,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    equipment: { type_key: row.type_key, type_name: row.type_name ?? null, name: row.asset_name },
    photos: photos.map((id_photo) => ({ id_photo, url: `${API_PREFIX}/office/photos/${id_photo}` })),
    first_measurement:
      row.first_emission_at === null || row.first_emission_data === null
        ? null
        : {
            at: row.first_emission_at,
            values: storedMeasurement(JSON.parse(row.first_emission_data) as Record<string, unknown>),
          },
    last_emission_at: row.last_emission_at,
    signal_quality: signalQualityOf(row.last_emission_data),
    position: site && {
      latitude: site.lat,
      longitude: site.lng,
      distance_m: address && Math.round(distanceMetres(site, address)),
    },
    report_link: row.report_link_expires_at ? { expires_at: String(row.report_link_expires_at) } : null,
    verification: verificationOf(row),
  };
}

/** An installation without a job counts under the job state its own state stands for. */
const JOB_STATE_OF: Record<InstallationState, JobState> = {
  waiting: 'installed_waiting',
  working: 'working',
  silent: 'silent',
};

export interface BoardRequest {
  from: string;
  to: string;
  idInstaller: number | null;
  state: JobState | null;
  search: string | null;
  language: string;
  silentAfterHours: number;
}

/** The day after `day` (YYYY-MM-DD), as the instant it starts (UTC). */
export const dayAfter = (day: string): string => new Date(Date.parse(day) + 86_400_000).toISOString();

/**
 * The board without its clock: per account, its jobs scheduled in the range and the installations made in
 * it. Five queries whatever the size (accounts; jobs, their devices, their installations; the range's
 * installations; their photos), never one per job or installation.
 */
export async function boardColumns(
  db: Db,
  office: SessionInstaller,
  request: BoardRequest,
  now: number,
): Promise<Board['columns']> {
  const [accounts, jobs, rows] = await Promise.all([
    listAccounts(db, office.id_professional),
    loadJobs(
      db,
      {
        idProfessional: office.id_professional,
        from: request.from,
        to: request.to,
        idInstaller: request.idInstaller,
        withoutCancelled: false,
        idJob: null,
        search: request.search,
        language: request.language,
      },
      request.silentAfterHours,
      request.state,
      now,
    ),
    findOfficeInstallations(db, {
      idProfessional: office.id_professional,
      fromAt: `${request.from}T00:00:00.000Z`,
      toAt: dayAfter(request.to),
      idInstaller: request.idInstaller,
      search: request.search,
      language: request.language,
      now: new Date(now).toISOString(),
      afterId: null,
      verifiedOnly: false,
      limit: null,
    }),
  ]);
  const photos = await findPhotosOfDevices(
    db,
    rows.map((row) => row.id_device),
  );
  const photosOf = new Map<number, number[]>();
  for (const photo of photos)
    photosOf.set(photo.id_device, [...(photosOf.get(photo.id_device) ?? []), photo.id_photo]);
  const jobStates = new Map(jobs.map((job) => [job.id_job, job.state]));
  const installations = rows
    .map((row) => ({
      account: row.id_installer,
      item: boardInstallationOf(row, photosOf.get(row.id_device) ?? [], now, request.silentAfterHours),
    }))
    .filter(({ item }) => {
      if (request.state === null) return true;
      // With a job: shown with its job (kept by the state filter); without one: by its own state.
      if (item.id_job !== null) return jobStates.has(item.id_job);
      return JOB_STATE_OF[item.state] === request.state;
    })
    // Newest first.
    .reverse();
  return accounts
    .filter((account) => request.idInstaller === null || account.id_installer === request.idInstaller)
    .map((account) => ({
      installer: account,
      jobs: jobs.filter((job) => job.installer.id_installer === account.id_installer),
      installations: installations
        .filter((installation) => installation.account === account.id_installer)
        .map((installation) => installation.item),
    }));
}

/**
 * The board's entity tag: a digest of what it shows, its clock left out, so a poll that would bring the same
 * board answers 304 (api/office.ts BOARD_POLL_MS).
 */
export function boardTag(columns: Board['columns'], silentAfterHours: number): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([silentAfterHours, columns]))
    .digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this tag (a list, weak or not, or `*`). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const candidate = part.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === tag;
  });
}

/** The office checks an installation of its professional (another's is 404): verified, or flagged with a comment. */
export async function reviewInstallation(
  db: Db,
  office: SessionInstaller,
  idInstallation: number,
  review: { state: 'verified' } | { state: 'flagged'; comment: string },
): Promise<Verification> {
  if (!(await findInstallationOfProfessional(db, office.id_professional, idInstallation))) {
    throw notFound('not_found', 'No such installation');
  }
  const at = new Date().toISOString();
  const comment = review.state === 'flagged' ? review.comment : null;
  await saveReview(db, {
    id_installation: idInstallation,
    state: review.state,
    comment,
    id_installer: office.id_installer,
    at,
  });
  return { state: review.state, comment, at, by: { id_installer: office.id_installer, name: office.name } };
}
