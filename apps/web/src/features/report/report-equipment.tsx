import type { HandoverReport, ReportSpecification } from '@installer/contracts';
import { BLOCKS } from '../equipment-blocks/index.ts';
import { Text } from '../../lib/ui/text.tsx';
import { type Fact, Facts, ReportSection } from './report-section.tsx';
import { useReportText } from './report-text.ts';
import './report-equipment.css';

type ReportText = ReturnType<typeof useReportText>;

type Specification<K extends ReportSpecification['kind']> = Extract<ReportSpecification, { kind: K }>;

/**
 * spec §3 Tank, Silo and generic specifications: each classic block's facts are its definition's
 * (equipment-blocks/); a module's name. One entry per report block (contracts api/report.ts, one per classic
 * kind of lists/equipment-kinds.ts, and the module's): a block without one does not compile.
 */
const FACTS_OF_BLOCK: {
  [K in ReportSpecification['kind']]: (specification: Specification<K>, text: ReportText) => Fact[];
} = {
  tank: BLOCKS.tank.reportFacts,
  silo: BLOCKS.silo.reportFacts,
  generic: BLOCKS.generic.reportFacts,
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
