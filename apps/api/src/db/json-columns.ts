import { genericInputType, moduleInputType } from '@installer/contracts';
import { z } from 'zod';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../services/content-language.ts';

/**
 * Shapes of the JSON text columns. The seed writes them, the repositories parse them with these
 * schemas, so a hand-edited row fails loudly instead of answering a malformed body.
 * Labels are stored in every content language; repositories pick the caller's.
 */
const texts = z.object(
  Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, z.string().min(1)])) as Record<
    ContentLanguage,
    z.ZodString
  >,
);

const choice = z.object({ value: z.string(), label: texts });

export const storedGenericInputs = z.array(
  z.object({ name: z.string(), label: texts, type: genericInputType, required: z.boolean() }),
);
export type StoredGenericInputs = z.input<typeof storedGenericInputs>;

export const storedModuleInputs = z.array(
  z.object({
    name: z.string(),
    label: texts,
    type: moduleInputType,
    required: z.boolean(),
    multiplier: z.number().nullable(),
    enum: z.array(choice).nullable(),
    parent_enum: z.string().nullable(),
    child_enum: z.record(z.string(), z.array(choice)).nullable(),
    unit: z.string().nullable(),
  }),
);
export type StoredModuleInputs = z.input<typeof storedModuleInputs>;
export type StoredModuleInput = StoredModuleInputs[number];

export const storedMetrics = z.object({
  metrics: z.array(
    z.object({ label: texts, unit: z.string().nullable(), is_visible: z.boolean(), parameters: z.string() }),
  ),
});
export type StoredMetrics = z.input<typeof storedMetrics>;

/** Values the installer entered (generic specification, module model configuration). */
export const storedValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type StoredValues = z.infer<typeof storedValues>;
