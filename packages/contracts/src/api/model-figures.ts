import * as z from 'zod/mini';
import { model } from '../entities.ts';
import { SILO_TYPES } from '../rules/silo.ts';
import { TANK_TYPES } from '../rules/tank.ts';

const figure = z.nullable(z.number().check(z.positive()));

/**
 * What a tank model of the catalogue says about itself (spec §3 Tank specification): choosing the model
 * fills the form with these, still editable. Volume in litres, dimensions in centimetres; a figure the
 * catalogue lacks is null. Where all are known, the volume is what spec §9's rule (`tankVolumeLitres`)
 * computes from the dimensions, so the form never contradicts the catalogue.
 */
const tankFigures = z.object({
  tank_type: z.union(TANK_TYPES.map((t) => z.literal(t))),
  volume: figure,
  height: figure,
  length: figure,
  width: figure,
});

/** The same for a silo model (spec §3 Silo specification): the dimensions its silo_type needs (rules/silo.ts). */
const siloFigures = z.object({
  silo_type: z.union(SILO_TYPES.map((t) => z.literal(t))),
  volume: figure,
  height: figure,
  diameter_right_side: figure,
  length_right_side: figure,
  width_right_side: figure,
  cone_height: figure,
  width_min_cone: figure,
  length_diameter_min_cone: figure,
});

/**
 * A catalogue model (spec §3 Model) with its figures: `tank` for a tank brand's model, `silo` for a silo
 * brand's, null (the server always sends both keys) when the catalogue has none. Optional in the schema
 * only so that answers the app cached (service worker, offline) before the figures existed still read.
 */
export const modelWithFigures = z.extend(model, {
  tank: z.nullish(tankFigures),
  silo: z.nullish(siloFigures),
});
export type ModelWithFigures = z.infer<typeof modelWithFigures>;
