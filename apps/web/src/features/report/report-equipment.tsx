import type { HandoverReport, ReportSpecification } from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { Text } from '../../lib/ui/text.tsx';
import { type Fact, Facts, ReportSection } from './report-section.tsx';
import { useReportText } from './report-text.ts';
import './report-equipment.css';

type ReportText = ReturnType<typeof useReportText>;

type Specification<K extends ReportSpecification['kind']> = Extract<ReportSpecification, { kind: K }>;

/** The brand and model of a tank or silo, when the installer named them (spec §3/§5). */
function brandFacts(
  specification: { brand: string | null; model: string | null },
  { t }: ReportText,
): Fact[] {
  const brand: Fact[] = [];
  if (specification.brand) brand.push([t('step_4.brand'), specification.brand]);
  if (specification.model) brand.push([t('step_4.model'), specification.model]);
  return brand;
}

/**
 * spec §3 Tank and Silo specifications: the type, then each dimension the equipment has (cm, litres); a
 * generic model's inputs; a module's name. One entry per report block (contracts api/report.ts, one per
 * classic kind of lists/equipment-kinds.ts, and the module's): a block without one does not compile.
 */
const FACTS_OF_BLOCK: {
  [K in ReportSpecification['kind']]: (specification: Specification<K>, text: ReportText) => Fact[];
} = {
  tank: (specification, text) => {
    const { t, value } = text;
    return [
      [t('step_4.tank_type'), t(`step_4.tank_type_${specification.tank_type}` as 'step_4.tank_type_1')],
      ...brandFacts(specification, text),
      [t('step_4.volume'), value(specification.volume)],
      [t('step_4.height'), value(specification.height)],
      [t('step_4.length'), value(specification.length)],
      [t('step_4.width'), value(specification.width)],
      [t('step_4.is_mobile'), value(specification.is_mobile)],
    ];
  },
  silo: (specification, text) => {
    const { t, value } = text;
    const dimensions: [MessageKey, number | null][] = [
      ['step_4.volume', specification.volume],
      ['step_4.total_height', specification.height],
      ['step_4.diameter_right_side', specification.diameter_right_side],
      ['step_4.length_right_side', specification.length_right_side],
      ['step_4.width_right_side', specification.width_right_side],
      ['step_4.cone_height', specification.cone_height],
      ['step_4.width_min_cone', specification.width_min_cone],
      ['step_4.length_diameter_min_cone', specification.length_diameter_min_cone],
    ];
    return [
      [t('step_4.silo_type'), t(`step_4.silo_type_${specification.silo_type}` as 'step_4.silo_type_7')],
      ...brandFacts(specification, text),
      // Only the dimensions of this silo's type (spec §5 Silo): the others were never asked.
      ...dimensions
        .filter(([, figure]) => figure !== null)
        .map(([key, figure]): Fact => [t(key), value(figure)]),
    ];
  },
  generic: (specification, { t, value }) => [
    ...(specification.model_name ? [[t('step_4.generic_model'), specification.model_name] as const] : []),
    ...specification.values.map((each): Fact => [each.label, value(each.value, each.unit)]),
  ],
  module: (specification, { t }) =>
    specification.module_name ? [[t('report.module'), specification.module_name]] : [],
};

function dimensionFacts<K extends ReportSpecification['kind']>(
  specification: Specification<K>,
  text: ReportText,
): Fact[] {
  return FACTS_OF_BLOCK[specification.kind as K](specification, text);
}

/** The equipment: its type, name, description, content and dimensions (spec §3), and a module's models. */
export function ReportEquipment({ equipment }: { equipment: HandoverReport['equipment'] }) {
  const text = useReportText();
  const { t, value } = text;
  const { specification } = equipment;
  const facts: Fact[] = [
    [t('report.equipment_type'), equipment.type_name ?? equipment.type_key],
    [t('step_4.name'), equipment.name],
  ];
  if (equipment.description) facts.push([t('step_4.description'), equipment.description]);
  if (equipment.liquid) facts.push([t('step_4.content'), equipment.liquid]);
  if (specification) facts.push(...dimensionFacts(specification, text));
  return (
    <ReportSection title={t('report.equipment')}>
      <Facts facts={facts} />
      {specification?.kind === 'module'
        ? specification.models.map((model, index) => (
            // Models have no id in the report; their order is the asset's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life
            <div key={index} className="report-model">
              <Text as="h3" variant="subtitle2" className="report-model-title">
                {model.name ?? t('step_4.model')}
              </Text>
              <Facts
                facts={[
                  ...(model.liquid ? [[t('step_4.content'), model.liquid] as const] : []),
                  ...model.values.map((each): Fact => [each.label, value(each.value, each.unit)]),
                ]}
              />
            </div>
          ))
        : null}
    </ReportSection>
  );
}
