import {
  API_PREFIX,
  type ContentLanguage,
  type HandoverReport,
  languageFromCode,
  type Locale,
  LOCALES,
  type MetricConfig,
  REPORT_PHOTO_WIDTHS,
  reportedMeasurement,
  type ReportSpecification,
} from '@installer/contracts';
import { notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { storedValues } from '../db/json-columns.ts';
import { findFirstEmission } from '../repositories/emissions.ts';
import { findInstallationDevice, findSwaps, type SwapRow } from '../repositories/installation-history.ts';
import { findModule } from '../repositories/modules.ts';
import {
  type DevicePeriod,
  findClassicLiquid,
  findDeviceNames,
  findModelConfigurations,
  findPhotosOfPeriods,
  findReportInstallation,
} from '../repositories/report.ts';
import { findValidReportLink, type ValidReportLink } from '../repositories/report-links.ts';
import { hashToken } from '../security/tokens.ts';
import { type PhotoStore, photoKey } from '../storage/photo-store.ts';
import { reportClassicBlock } from './classic-blocks.ts';
import { openPhotoVariant, type PhotoBytes } from './photo-variants.ts';

/** Unknown, expired and revoked tokens answer alike: the answer says nothing of which it was. */
export const noReport = () => notFound('not_found', 'No report at this address');

/** The link a token opens now, or undefined when it is unknown, expired or revoked. */
export function linkOfToken(db: Db, token: string): Promise<ValidReportLink | undefined> {
  return findValidReportLink(db, hashToken(token), new Date().toISOString());
}

/**
 * Which device the installation had from when to when: the first from the installation until the first
 * swap, each new one from its swap until the next (docs/decisions/0008-report-links.md, sensor swap).
 */
function devicePeriods(currentDevice: number, createdAt: string, swaps: SwapRow[]): DevicePeriod[] {
  const first = swaps[0];
  if (!first) return [{ id_device: currentDevice, from: createdAt, until: null }];
  const periods: DevicePeriod[] = [
    { id_device: first.id_old_device, from: createdAt, until: first.swapped_at },
  ];
  swaps.forEach((swap, index) => {
    periods.push({
      id_device: swap.id_new_device,
      from: swap.swapped_at,
      until: swaps[index + 1]?.swapped_at ?? null,
    });
  });
  return periods;
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

type Value = string | number | boolean | null;
type Choice = { value: string; label: string };

/** An enum input's value as its label says it (the installer chose the label). */
function shownValue(value: Value, choices: Choice[] | null | undefined): Value {
  return choices?.find((choice) => choice.value === String(value))?.label ?? value;
}

async function moduleSpecification(db: Db, idAsset: number, idModule: number, language: ContentLanguage) {
  const module = await findModule(db, idModule, language);
  const configurations = await findModelConfigurations(db, idAsset, language);
  const specification: ReportSpecification = {
    kind: 'module',
    module_name: module?.name ?? null,
    models: configurations.map((configuration) => {
      const model = module?.asset_models.find((m) => m.id_asset_model === configuration.id_asset_model);
      const values = storedValues.parse(JSON.parse(configuration.configuration));
      return {
        name: model?.name ?? null,
        liquid: configuration.liquid ?? null,
        values: (model?.form_inputs ?? [])
          .filter((input) => input.name in values)
          .map((input) => {
            const value = values[input.name] ?? null;
            const parent = input.parent_enum === null ? undefined : values[input.parent_enum];
            const choices = input.type === 'child_enum' ? input.child_enum?.[String(parent)] : input.enum;
            // Stored times the input's multiplier (spec §9): shown as typed, in the unit of the label.
            const typed = typeof value === 'number' && input.multiplier ? value / input.multiplier : value;
            return { label: input.label, value: shownValue(typed, choices), unit: input.unit };
          }),
      };
    }),
  };
  return { specification, metrics: module?.default_metrics_configuration.metrics ?? null };
}

async function classicSpecification(db: Db, idAsset: number, language: ContentLanguage) {
  const [liquid, specification] = await Promise.all([
    findClassicLiquid(db, idAsset, language),
    reportClassicBlock(db, idAsset, language),
  ]);
  return { liquid, specification };
}

/**
 * The first measurement of the current device since it was installed: its measurement fields, and the
 * values the module's visible metrics read (rules/measurement.ts), never anything else its message held.
 */
async function firstMeasurement(
  db: Db,
  idDevice: number,
  idProfessional: number,
  metrics: MetricConfig[] | null,
): Promise<HandoverReport['first_measurement']> {
  const row = await findFirstEmission(db, idDevice, idProfessional);
  if (!row?.data || row.emitted_at === null || row.received_at === null) return null;
  const data: unknown = JSON.parse(row.data);
  const stored = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  return {
    ...reportedMeasurement(stored as Record<string, unknown>, metrics),
    emitted_at: row.emitted_at,
    received_at: row.received_at,
  };
}

const reportPhotoUrl = (token: string, idPhoto: number) => `${API_PREFIX}/report/${token}/photos/${idPhoto}`;

/** The page's `srcset`: the photo at each width it is served in (photo-variants.ts). */
const photoVariants = (url: string) =>
  REPORT_PHOTO_WIDTHS.map((width) => ({ width, url: `${url}?w=${width}` }));

/**
 * The handover report of a link (docs/decisions/0008-report-links.md): the installation's device,
 * equipment, address, photos, first measurement, professional and installer, in the requested locale or
 * the one the link was made in. `token` is the link's own, for the photos' addresses.
 */
export function reportOfLink(
  db: Db,
  link: ValidReportLink,
  token: string,
  requested: Locale | undefined,
): Promise<HandoverReport> {
  return handoverReport(db, {
    idInstallation: link.id_installation,
    locale: requested ?? (isLocale(link.locale) ? link.locale : 'gb'),
    expiresAt: link.expires_at,
    photoUrl: (idPhoto) => reportPhotoUrl(token, idPhoto),
  });
}

export interface ReportRequest {
  idInstallation: number;
  locale: Locale;
  /** Until when the reader may read it: the link's end, or the customer's session's. */
  expiresAt: string;
  /** The address of a photo of the report, reachable by its reader. */
  photoUrl: (idPhoto: number) => string;
}

/**
 * The handover report of an installation, whoever reads it: the holder of a link (reportOfLink) or the
 * customer in their personal space (docs/decisions/0021-customer-space.md). The caller has checked the reader
 * may.
 */
export async function handoverReport(db: Db, request: ReportRequest): Promise<HandoverReport> {
  const locale = request.locale;
  const language = languageFromCode(locale);
  const base = await findReportInstallation(db, request.idInstallation, language);
  if (!base) throw noReport();
  const periods = devicePeriods(base.id_device, base.created_at, await findSwaps(db, base.id_installation));
  const names = await findDeviceNames(db, [...new Set(periods.map((period) => period.id_device))]);
  const nameOf = (idDevice: number) => names.find((name) => name.id_device === idDevice);
  const { specification, liquid, metrics } =
    base.id_module === null
      ? { ...(await classicSpecification(db, base.id_asset, language)), metrics: null }
      : { ...(await moduleSpecification(db, base.id_asset, base.id_module, language)), liquid: null };
  const photos = await findPhotosOfPeriods(db, periods);
  return {
    language: locale,
    expires_at: request.expiresAt,
    installed_at: base.created_at,
    professional: {
      name: base.professional_name,
      display: {
        src_logo: base.src_logo,
        url_platform: base.url_platform,
        tunnel_installation_url: base.tunnel_installation_url,
        primary: base.primary_color,
        src_favicon: base.src_favicon,
      },
    },
    installer: { name: base.installer_name },
    device: {
      device_number: base.device_number,
      referential_name: base.referential_name,
      value_type_device: base.value_type_device,
      installed_at: base.installed_at ?? periods.at(-1)?.from ?? base.created_at,
    },
    previous_devices: periods.slice(0, -1).map((period) => ({
      device_number: nameOf(period.id_device)?.device_number ?? '',
      referential_name: nameOf(period.id_device)?.referential_name ?? '',
      installed_at: period.from,
      removed_at: period.until ?? period.from,
    })),
    equipment: {
      type_key: base.type_key,
      type_name: base.type_name ?? null,
      name: base.asset_name,
      description: base.asset_description,
      liquid,
      specification,
    },
    address: {
      address_name: base.address_name,
      address: base.address,
      city: base.city,
      postal_code: base.postal_code,
      country: base.country,
      latitude: base.latitude,
      longitude: base.longitude,
    },
    photos: photos.map((photo) => ({
      id_photo: photo.id_photo,
      url: request.photoUrl(photo.id_photo),
      variants: photoVariants(request.photoUrl(photo.id_photo)),
      content_type: photo.content_type,
      created_at: photo.created_at,
    })),
    first_measurement: await firstMeasurement(db, base.id_device, base.id_professional, metrics),
    metrics,
  };
}

/**
 * A photo of the report of a link, or of a customer's installation: only a photo the report lists (taken of
 * one of the installation's devices while it was there) is served; any other id answers like an unknown
 * token. With `width`, its copy at most that wide (photo-variants.ts), under the same rule.
 */
export async function openReportPhoto(
  db: Db,
  store: PhotoStore,
  link: Pick<ValidReportLink, 'id_installation'>,
  idPhoto: number,
  width?: number,
): Promise<PhotoBytes> {
  const base = await findInstallationDevice(db, link.id_installation);
  if (!base) throw noReport();
  const periods = devicePeriods(base.id_device, base.created_at, await findSwaps(db, base.id_installation));
  const [photo] = await findPhotosOfPeriods(db, periods, idPhoto);
  if (!photo) throw noReport();
  if (width !== undefined) {
    const stored = { idDevice: photo.id_device, fileName: photo.file_name, contentType: photo.content_type };
    const copy = await openPhotoVariant(store, stored, width);
    if (!copy) throw noReport();
    return copy;
  }
  const stream = await store.open(photoKey(photo.id_device, photo.file_name));
  if (!stream) throw noReport();
  return { body: stream, contentType: photo.content_type };
}
