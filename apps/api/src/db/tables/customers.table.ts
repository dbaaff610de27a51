import type { Generated } from 'kysely';

/**
 * spec §4 Client lookup answers from the status: `complete` 200, `incomplete` 206 (registration not
 * finished), `taken` 410 (the address belongs to an account that cannot become a customer).
 */
export type UserClientStatus = 'complete' | 'incomplete' | 'taken';

/** A customer with a personal space, visible to the professional that serves them. */
export interface UserClientsTable {
  id_user: Generated<number>;
  id_professional: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  status: UserClientStatus;
  created_at: string;
  /** The latest installation made for them (kept by triggers of migration 2026112621), else null. */
  last_installed_at: Generated<string | null>;
}

/** A client company of a professional (spec §3 Client, public list and creation). */
export interface ClientsTable {
  id_client: Generated<number>;
  id_professional: number;
  uid: string;
  company_name: string;
  client_space_name: string;
  siret: string | null;
  code_client: string | null;
  created_at: string;
}

/** An address. Owned by a professional, and by one of its user clients or clients when not its own. */
export interface DomicilesTable {
  id_domicile: Generated<number>;
  id_professional: number;
  id_user: number | null;
  id_client: number | null;
  address_name: string;
  address: string;
  city: string | null;
  postal_code: string | null;
  country: string | null;
  country_code: string | null;
  route: string | null;
  street_number: string | null;
  number: string | null;
  address2: string | null;
  complement: string | null;
  plus_code: string | null;
  latitude: number | null;
  longitude: number | null;
  id_google_place: string | null;
  reference: string | null;
  created_at: string;
  /**
   * Where the server's geocoding of an address made offline stands (docs/decisions/0014-address-completed-
   * later.md): null when there is nothing left to do, `pending` while the geocoder has not answered,
   * `not_precise` or `not_found` when its answer needs the installer's correction.
   */
  geocoding: DomicileGeocodingState | null;
}

export type DomicileGeocodingState = 'pending' | 'not_precise' | 'not_found';

/** What the installer gave for an address still to complete, and the work of completing it. */
export interface DomicileGeocodingTable {
  id_domicile: number;
  mode: 'typed' | 'coordinates';
  address_text: string | null;
  latitude: number | null;
  longitude: number | null;
  language: string;
  state: DomicileGeocodingState;
  attempts: number;
  next_attempt_at: string;
  claim: string | null;
  claimed_until: string | null;
  created_at: string;
}
