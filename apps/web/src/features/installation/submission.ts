import { installationResult } from '@installer/contracts';
import * as z from 'zod/mini';
import { readEquipmentSlot, writeEquipmentSlot } from '../equipment/equipment-slot.ts';

/**
 * The installation attempt of step 4, kept in the wizard store's equipment slot: its Idempotency-Key (kept
 * until success, so a double tap, a retry or a reload mid-call creates one installation), the body sent,
 * and once created the server's answer (step 5 and the result screen read it), or that it waits in the outbox.
 */
export const submissionSchema = z.object({
  idempotency_key: z.string().check(z.minLength(1)),
  fingerprint: z.string(),
  kind: z.enum(['classic', 'module']),
  body: z.record(z.string(), z.unknown()),
  /** The address as one line, for the step 5 summary (spec §2). */
  address_label: z.string(),
  result: z.nullable(installationResult),
  /** Stored in the outbox, not yet on the server (issue 6): step 5 and the result screen go on from it. */
  queued: z._default(z.boolean(), false),
});
export type Submission = z.infer<typeof submissionSchema>;

export function readSubmission(): Submission | null {
  const parsed = submissionSchema.safeParse(readEquipmentSlot().submission);
  return parsed.success ? parsed.data : null;
}

export function writeSubmission(submission: Submission): void {
  writeEquipmentSlot({ submission });
}
