import type { Generated } from 'kysely';

/** spec §3 Display options, per tunnel key (`tunnel_installation` is the default tunnel). */
export interface DisplayOptionsTable {
  key: string;
  src_logo: string | null;
  url_platform: string | null;
  tunnel_installation_url: string | null;
  /** `primary` in the API; renamed here because PRIMARY is an SQL keyword. */
  primary_color: string | null;
  src_favicon: string | null;
}

/** A device model. Ids are catalogue numbers the spec names (230 beehive scale, 244 step 5). */
export interface DeviceReferentialsTable {
  id_device_referential: number;
  name: string;
  /** The installation notice: a video when it ends in .mp4, else an image (spec §2 Result screen). */
  notice: string | null;
}

/** Installation texts of a device model in each content language. */
export interface DeviceReferentialTextsTable {
  id_device_referential: number;
  language: string;
  description: string | null;
  /** null: the app shows its default "activate the sensor manually" text. */
  introduction: string | null;
}

export interface DevicesTable {
  id_device: Generated<number>;
  device_number: string;
  serial_number: string | null;
  id_device_referential: number;
  id_professional: number;
  desk_version: 'V1' | 'V2';
  is_installable: number;
  value_type_device: string | null;
  url_device_detail: string;
  /** Set by the installation; first_emission means "first emission after this". */
  installed_at: string | null;
  created_at: string;
}
