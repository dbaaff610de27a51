import { type InstallationListItem, type InstallationPage, installationState } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { findInstallationPage, type InstallationPageRow } from '../repositories/my-installations.ts';

export interface PageRequest {
  idInstaller: number;
  language: string;
  q: string | undefined;
  cursor: string | undefined;
  limit: number;
  silentAfterHours: number;
}

/** The signal quality of a stored emission (JSON text the ingest contract accepted), or null. */
function signalQualityOf(data: string | null): number | null {
  if (data === null) return null;
  const parsed: unknown = JSON.parse(data);
  const quality = (parsed as { signal_quality?: unknown } | null)?.signal_quality;
  return typeof quality === 'number' && Number.isInteger(quality) ? quality : null;
}

function customerOf(row: InstallationPageRow): InstallationListItem['customer'] {
  if (row.id_user !== null) {
    const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
    return { id_user: row.id_user, id_client: null, email: row.user_email, name: name || null };
  }
  if (row.id_client !== null) {
    return { id_user: null, id_client: row.id_client, email: null, name: row.company_name };
  }
  return null;
}

function itemOf(row: InstallationPageRow, now: number, silentAfterHours: number): InstallationListItem {
  // A current device always carries its installation time; the installation's is the same moment.
  const installedAt = row.installed_at ?? row.created_at;
  return {
    id_installation: row.id_installation,
    created_at: row.created_at,
    kind: row.kind,
    state: installationState({ installedAt, lastEmissionAt: row.last_emission_at, now, silentAfterHours }),
    last_emission_at: row.last_emission_at,
    signal_quality: signalQualityOf(row.last_emission_data),
    device: {
      id_device: row.id_device,
      device_number: row.device_number,
      id_professional: row.id_professional,
      id_device_referential: row.id_device_referential,
      referential_name: row.referential_name,
      value_type_device: row.value_type_device,
      url_device_detail: row.url_device_detail,
      installation: {
        notice: row.notice,
        description: row.description ?? null,
        introduction: row.introduction ?? null,
      },
      installed_at: installedAt,
    },
    id_module: row.id_module,
    customer: customerOf(row),
    address: {
      id_domicile: row.id_domicile,
      address_name: row.address_name,
      address: row.address,
      city: row.city,
      postal_code: row.postal_code,
      geocoding: row.geocoding,
    },
    equipment: {
      id_asset: row.id_asset,
      type_key: row.type_key,
      type_name: row.type_name ?? null,
      name: row.asset_name,
    },
    // The office's check (docs/decisions/0022-office-jobs.md): a flag says what to correct.
    review:
      row.review_state && row.review_at
        ? { state: row.review_state, comment: row.review_comment ?? null, at: row.review_at }
        : null,
  };
}

/** My installations, one page: the state of each is derived now from its current device's measurements. */
export async function installationPage(db: Db, request: PageRequest): Promise<InstallationPage> {
  const search = request.q?.trim() || null;
  const rows = await findInstallationPage(db, {
    idInstaller: request.idInstaller,
    language: request.language,
    beforeId: request.cursor === undefined ? null : Number(request.cursor),
    search,
    limit: request.limit + 1,
  });
  const page = rows.slice(0, request.limit);
  const now = Date.now();
  const last = page.at(-1);
  return {
    items: page.map((row) => itemOf(row, now, request.silentAfterHours)),
    next_cursor: rows.length > request.limit && last ? String(last.id_installation) : null,
    silent_after_hours: request.silentAfterHours,
    as_of: new Date(now).toISOString(),
  };
}
