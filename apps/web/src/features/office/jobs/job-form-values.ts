import {
  emailProblem,
  type Job,
  type JobInput,
  jobInput,
  JOB_MONITORING_TYPES,
  type JobMonitoringType,
  normalizeEmail,
} from '@installer/contracts';

/** A tank's dimensions the form offers (spec §3 Tank specification), by the block's field names. */
export const TANK_DIMENSIONS = ['volume', 'height', 'length', 'width'] as const;
type TankDimension = (typeof TANK_DIMENSIONS)[number];

/** The job form as typed: text, so that a half-typed value survives until it is checked. */
export interface JobFormValues {
  customer_email: string;
  customer_first_name: string;
  customer_last_name: string;
  address_name: string;
  address: string;
  postal_code: string;
  city: string;
  country_code: string;
  latitude: string;
  longitude: string;
  type_key: string;
  /** What step 4 asks of the equipment, preset on the phone (job-start.ts): ids as text, '' when not given. */
  id_brand_reference: string;
  id_model_reference: string;
  volume: string;
  height: string;
  length: string;
  width: string;
  equipment_name: string;
  id_liquid_type: string;
  id_localisation_type: string;
  monitoring_type: string;
  device_numbers: string;
  device_count: string;
  scheduled_date: string;
  window_start: string;
  window_end: string;
  notes: string;
  id_installer: string;
}

export type JobField = keyof JobFormValues;

/** What a form field of the job takes: its value, whether the contracts refused it, and its change. */
export interface JobFieldProps {
  name: JobField;
  value: string;
  error: boolean;
  helperText: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** No detail of the equipment given: the installer chooses them on site. */
const noEquipmentDetails = {
  id_brand_reference: '',
  id_model_reference: '',
  volume: '',
  height: '',
  length: '',
  width: '',
  equipment_name: '',
  id_liquid_type: '',
  id_localisation_type: '',
  monitoring_type: '',
} satisfies Partial<JobFormValues>;

const idText = (id: number | null) => (id === null ? '' : String(id));

export function emptyJobForm(today: string): JobFormValues {
  return {
    customer_email: '',
    customer_first_name: '',
    customer_last_name: '',
    address_name: '',
    address: '',
    postal_code: '',
    city: '',
    country_code: '',
    latitude: '',
    longitude: '',
    type_key: 'cuve',
    ...noEquipmentDetails,
    device_numbers: '',
    device_count: '0',
    scheduled_date: today,
    window_start: '',
    window_end: '',
    notes: '',
    id_installer: '',
  };
}

/** The form of a job to edit, as the office planned it. */
export function jobFormOf(job: Job): JobFormValues {
  const listed = job.devices.filter((device) => device.listed).map((device) => device.device_number);
  return {
    customer_email: job.customer.email,
    customer_first_name: job.customer.first_name ?? '',
    customer_last_name: job.customer.last_name ?? '',
    address_name: job.address.address_name,
    address: job.address.address,
    postal_code: job.address.postal_code ?? '',
    city: job.address.city ?? '',
    country_code: '',
    latitude: job.address.latitude === null ? '' : String(job.address.latitude),
    longitude: job.address.longitude === null ? '' : String(job.address.longitude),
    type_key: job.equipment.type_key,
    id_brand_reference: idText(job.equipment.id_brand_reference),
    id_model_reference: idText(job.equipment.id_model_reference),
    ...(Object.fromEntries(
      TANK_DIMENSIONS.map((name) => [name, String(job.equipment.dimensions?.[name] ?? '')]),
    ) as Record<TankDimension, string>),
    equipment_name: job.equipment.name ?? '',
    id_liquid_type: idText(job.equipment.id_liquid_type),
    id_localisation_type: idText(job.equipment.id_localisation_type),
    monitoring_type: job.equipment.monitoring_type ?? '',
    device_numbers: listed.join('\n'),
    device_count: String(job.device_count),
    scheduled_date: job.scheduled_date,
    window_start: job.window_start ?? '',
    window_end: job.window_end ?? '',
    notes: job.notes,
    id_installer: String(job.installer.id_installer),
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const decimal = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));

/**
 * The body the form stands for, checked by the contracts' own schema (the server runs the same): the fields
 * it refuses, by name, or the input. `idUser`: the customer the e-mail belongs to, null for a new one; an
 * edit keeps the job's customer while its e-mail stays the same.
 */
export function jobBody(
  values: JobFormValues,
  idUser: number | null,
  job: Job | null,
  /** One of the customer's saved addresses, chosen instead of a new one. */
  idDomicile: number | null = null,
): { ok: true; input: JobInput } | { ok: false; fields: JobField[] } {
  const editingSameCustomer = job !== null && normalizeEmail(values.customer_email) === job.customer.email;
  const customer: { id_user: number } | { email: string; first_name: string; last_name: string } =
    idUser !== null
      ? { id_user: idUser }
      : editingSameCustomer
        ? { id_user: job.customer.id_user }
        : {
            email: normalizeEmail(values.customer_email),
            first_name: values.customer_first_name,
            last_name: values.customer_last_name,
          };
  const address:
    | { id_domicile: number }
    | {
        address_name: string;
        new_domicile: {
          address: string;
          postal_code: string | null;
          locality: string | null;
          country_code: string | null;
          latitude: number;
          longitude: number;
        };
      } =
    idDomicile !== null
      ? { id_domicile: idDomicile }
      : {
          address_name: values.address_name,
          new_domicile: {
            address: values.address,
            postal_code: text(values.postal_code),
            locality: text(values.city),
            country_code: text(values.country_code),
            latitude: decimal(values.latitude),
            longitude: decimal(values.longitude),
          },
        };
  const numbers = values.device_numbers
    .split(/[\s,;]+/)
    .map((number) => number.trim())
    .filter(Boolean);
  const parsed = jobInput.safeParse({
    customer,
    address,
    equipment: equipmentOf(values, job),
    device_numbers: numbers,
    device_count: values.device_count.trim() === '' ? 0 : Number(values.device_count),
    scheduled_date: values.scheduled_date,
    window_start: text(values.window_start),
    window_end: text(values.window_end),
    notes: values.notes,
    id_installer: Number(values.id_installer),
  });
  // A union (existing or new customer, saved or new address) refuses as a whole: what is missing of the
  // new one is named here, field by field.
  const missing: JobField[] = [];
  if ('email' in customer) {
    if (emailProblem(customer.email) !== null) missing.push('customer_email');
    if (!customer.first_name.trim()) missing.push('customer_first_name');
    if (!customer.last_name.trim()) missing.push('customer_last_name');
  }
  if ('new_domicile' in address) {
    if (!address.address_name.trim()) missing.push('address_name');
    if (!address.new_domicile.address.trim()) missing.push('address');
    if (Number.isNaN(address.new_domicile.latitude)) missing.push('latitude');
    if (Number.isNaN(address.new_domicile.longitude)) missing.push('longitude');
  }
  if (parsed.success && missing.length === 0) return { ok: true, input: parsed.data };
  const unionLevel = (path: readonly PropertyKey[]) =>
    path.length === 1 && (path[0] === 'customer' || path[0] === 'address') && missing.length > 0;
  const refused = parsed.success
    ? []
    : parsed.error.issues.filter((issue) => !unionLevel(issue.path)).map((issue) => fieldOf(issue.path));
  return { ok: false, fields: [...new Set([...missing, ...refused])] };
}

const id = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The equipment as the form gives it. A tank's dimensions are the form's; another kind's dimensions (a
 * silo's, which the form does not show) are kept from the job while its type stays the same.
 */
function equipmentOf(values: JobFormValues, job: Job | null) {
  const kept = job !== null && job.equipment.type_key === values.type_key ? job.equipment.dimensions : null;
  const typed = TANK_DIMENSIONS.filter((name) => values[name].trim() !== '').map(
    (name) => [name, decimal(values[name])] as const,
  );
  const dimensions =
    values.type_key === 'cuve' ? (typed.length > 0 ? Object.fromEntries(typed) : null) : kept;
  const monitoring = values.monitoring_type as JobMonitoringType;
  return {
    type_key: values.type_key,
    id_brand_reference: id(values.id_brand_reference),
    id_model_reference: id(values.id_model_reference),
    dimensions,
    name: text(values.equipment_name),
    id_liquid_type: id(values.id_liquid_type),
    id_localisation_type: id(values.id_localisation_type),
    monitoring_type: JOB_MONITORING_TYPES.includes(monitoring) ? monitoring : null,
  };
}

/** The form field a path of the body comes from. */
function fieldOf(path: readonly PropertyKey[]): JobField {
  const [first, second] = path.map(String);
  switch (first) {
    case 'customer':
      return second === 'first_name'
        ? 'customer_first_name'
        : second === 'last_name'
          ? 'customer_last_name'
          : 'customer_email';
    case 'address':
      if (second === 'address_name') return 'address_name';
      return (
        (
          {
            postal_code: 'postal_code',
            locality: 'city',
            country_code: 'country_code',
            latitude: 'latitude',
            longitude: 'longitude',
          } as const
        )[String(path[2]) as 'postal_code'] ?? 'address'
      );
    case 'equipment':
      return equipmentField(second, path[2]);
    case 'device_numbers':
    case 'device_count':
    case 'scheduled_date':
    case 'window_start':
    case 'window_end':
    case 'notes':
    case 'id_installer':
      return first;
    default:
      return 'notes';
  }
}

/** The form field of a refused equipment path (a dimension points at its own field). */
function equipmentField(field: string | undefined, dimension: PropertyKey | undefined): JobField {
  if (field === 'dimensions') {
    return (TANK_DIMENSIONS as readonly PropertyKey[]).includes(dimension ?? '')
      ? (dimension as TankDimension)
      : 'volume';
  }
  if (field === 'name') return 'equipment_name';
  const fields: readonly string[] = [
    'id_brand_reference',
    'id_model_reference',
    'id_liquid_type',
    'id_localisation_type',
    'monitoring_type',
  ];
  return fields.includes(field ?? '') ? (field as JobField) : 'type_key';
}
