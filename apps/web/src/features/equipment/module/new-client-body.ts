import { type CreateClientBody, createClientBody } from '@installer/contracts';
import type { ContractCheck } from '../contract-check.ts';
import type { FieldMessages } from '../../equipment-blocks/index.ts';
import { ANY_FIELD, CLIENT_MESSAGES } from '../field-messages.ts';

/** spec §3 New client as the add-client dialog asks it. */
export interface NewClientValues {
  company_name: string;
  client_space_name: string;
  siret: string;
  code_client: string;
}

export const emptyNewClient: NewClientValues = {
  company_name: '',
  client_space_name: '',
  siret: '',
  code_client: '',
};

/** The body field each dialog field fills (spec §7 client creation: the platform's French names). */
const BODY_FIELD = {
  company_name: 'nom_entreprise',
  client_space_name: 'client_space_name',
  siret: 'siret',
  code_client: 'numero_professionnel',
} as const;

/** spec §7 client creation body, checked by the contracts (spec §5: the company name is required). */
export function newClientCheck(v: NewClientValues): ContractCheck<CreateClientBody> {
  const optional = (text: string) => (text.trim() === '' ? undefined : text);
  const own: Record<string, FieldMessages> = CLIENT_MESSAGES;
  return {
    schema: createClientBody,
    body: {
      nom_entreprise: v.company_name,
      client_space_name: optional(v.client_space_name),
      siret: optional(v.siret),
      numero_professionnel: optional(v.code_client),
    },
    problems: [],
    fieldOf: ([name]) =>
      (Object.keys(BODY_FIELD) as (keyof NewClientValues)[]).find((field) => BODY_FIELD[field] === name) ??
      null,
    messagesOf: (field) => own[field] ?? ANY_FIELD,
  };
}
