import type {
  ClassicInstallationBody,
  EquipmentBlock,
  ExternalConfigBody,
  GenericModel,
  ReportSpecification,
} from '@installer/contracts';
import type { TFunction } from 'i18next';
import type { MessageKey } from '../../i18n/message-key.ts';

/** spec §2 autofill parameters of step 4 (the wizard store keeps them as the URL gave them). */
export type Autofill = Record<string, string>;

/** The messages of one field: its value is missing, or it is there and the contracts refuse it. */
export interface FieldMessages {
  required: MessageKey;
  invalid?: MessageKey;
}

export const text = (required: MessageKey): FieldMessages => ({ required, invalid: 'step_4.text_too_long' });
export const choice = (required: MessageKey): FieldMessages => ({ required });
export const dimension = (required: MessageKey): FieldMessages => ({
  required,
  invalid: 'step_4.positive_number',
});

/** A line of the report: its label and its value. */
export type ReportFact = readonly [label: string, value: string];

/** The report's words and values, in the report's language (report/report-text.ts). */
export interface ReportWords {
  t: TFunction;
  value(value: unknown, unit?: string | null): string;
}

/** What a block gives step 5 (spec §2 Step 5 summary, spec §7 OtoDataInstall): capacity, format, model. */
export interface Step5BlockFacts {
  /** Litres, or null when the equipment has none (the configuration then cannot be sent). */
  capacity: number | null;
  tankFormat: MessageKey | null;
  /** The tank or silo model, whose trade name is the commercial name of the asset. */
  idModel: number | null;
  configuration: ExternalConfigBody['payload']['configuration'];
}

/** What the payload of a block needs besides its values. */
interface PayloadContext {
  genericModel: GenericModel | null;
}

type ReportBlock<B extends EquipmentBlock> = Extract<ReportSpecification, { kind: B }>;

/**
 * Everything the web knows of one specification block (contracts lists/equipment-kinds.ts) but its form
 * component: the step-4 values, their defaults and read-back, its part of the classic payload (spec §7), its
 * fields' messages (spec §5), its report facts (spec §3) and what it gives step 5.
 */
export interface BlockDefinition<B extends EquipmentBlock, V, P> {
  defaults(autofill: Autofill): V;
  /** Reads back what the store kept: a field an older version stored badly takes its default. */
  parse(stored: unknown, defaults: V): V;
  /** Its part of the payload, or null when it cannot make one yet. */
  payload(values: V, context: PayloadContext): P | null;
  /** Its fields' messages, by field name (the form's path is `<block>.<field>`). */
  messages: Record<string, FieldMessages>;
  reportFacts(specification: ReportBlock<B>, words: ReportWords): ReportFact[];
  /** `given` is the block as the contracts accepted it in the payload. */
  step5Facts(given: NonNullable<ClassicInstallationBody['asset'][B]>, offset: number): Step5BlockFacts;
}

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());

/** spec §2 autofill: the brand and model are known when told so, or when named. */
export const knownFromAutofill = (autofill: Autofill): boolean =>
  flag(autofill.know_model_brand_asset) ?? Boolean(autofill.brand_name || autofill.model_name);

/** The brand and model of a tank or silo, when the installer named them (spec §3/§5). */
export function brandFacts(
  specification: { brand: string | null; model: string | null },
  { t }: ReportWords,
): ReportFact[] {
  const brand: ReportFact[] = [];
  if (specification.brand) brand.push([t('step_4.brand'), specification.brand]);
  if (specification.model) brand.push([t('step_4.model'), specification.model]);
  return brand;
}
