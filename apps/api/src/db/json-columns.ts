import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  genericInputType,
  moduleInputType,
} from '@installer/contracts';
import * as z from 'zod/mini';

/**
 * Shapes of the JSON text columns. The seed writes them, the repositories parse them with these
 * schemas, so a hand-edited row fails loudly instead of answering a malformed body.
 * Labels are stored in every content language; repositories pick the caller's.
 */
const texts = z.object(
  Object.fromEntries(
    CONTENT_LANGUAGES.map((language) => [language, z.string().check(z.minLength(1))]),
  ) as Record<ContentLanguage, z.ZodMiniString<string>>,
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
    multiplier: z.nullable(z.number()),
    enum: z.nullable(z.array(choice)),
    parent_enum: z.nullable(z.string()),
    child_enum: z.nullable(z.record(z.string(), z.array(choice))),
    unit: z.nullable(z.string()),
  }),
);
type StoredModuleInputs = z.input<typeof storedModuleInputs>;
export type StoredModuleInput = StoredModuleInputs[number];

export const storedMetrics = z.object({
  metrics: z.array(
    z.object({ label: texts, unit: z.nullable(z.string()), is_visible: z.boolean(), parameters: z.string() }),
  ),
});
export type StoredMetrics = z.input<typeof storedMetrics>;

/** Values the installer entered (generic specification, module model configuration). */
export const storedValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
