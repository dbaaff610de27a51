import { installationText } from '@installer/contracts';
import { z } from 'zod';

/**
 * spec §2 /result route parameters, passed as the navigation state:
 * `navigate('/result', { state: params satisfies ResultParams })`. The browser keeps history state across a
 * reload, so the result screen survives one. id_device, device_number, url_device_detail and
 * value_type_device are required (spec §5), the rest may be null.
 */
export const resultParams = z.object({
  id_device: z.number().int().positive(),
  device_number: z.string().min(1),
  url_device_detail: z.string().min(1),
  value_type_device: z.string().min(1),
  id_professional: z.number().int().positive().nullable(),
  id_module: z.number().int().positive().nullable(),
  url_platform: z.string().nullable(),
  installation: installationText.nullable(),
  email: z.string().nullable(),
});
export type ResultParams = z.infer<typeof resultParams>;
