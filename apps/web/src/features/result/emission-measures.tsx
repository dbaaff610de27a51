import { type FirstEmission, LOCALE_TAG, metricValue } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { formatValue } from '../../lib/format-value.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { useModuleMetrics } from './api/use-module-metrics.ts';
import { type Measure, MeasureList } from './measure-list.tsx';

function useFormat(): (value: unknown) => string {
  const { t } = useTranslation();
  const tag = LOCALE_TAG[currentLocale()];
  const words = { yes: t('result.value_yes'), no: t('result.value_no') };
  return (value) => formatValue(value, tag, words);
}

/**
 * spec §2 Result screen after the first emission: the module's visible default metrics when the asset is
 * module-based, else the liquid height and raw measure in mm, or the weight in Kg (spec §3: when `weight`
 * is truthy, `volume` holds the weight).
 */
export function EmissionMeasures({
  emission,
  idModule,
}: {
  emission: FirstEmission;
  idModule: number | null;
}) {
  return idModule === null ? (
    <ClassicMeasures emission={emission} />
  ) : (
    <ModuleMetrics emission={emission} idModule={idModule} />
  );
}

function ClassicMeasures({ emission }: { emission: FirstEmission }) {
  const { t } = useTranslation();
  const format = useFormat();
  const measures: Measure[] = emission.weight
    ? [{ id: 'weight', label: t('result.weight'), unit: t('result.unit_kg'), value: format(emission.volume) }]
    : [
        {
          id: 'hauteur_liquide',
          label: t('result.liquid_height'),
          unit: t('result.unit_mm'),
          value: format(emission.hauteur_liquide),
        },
        {
          id: 'mesure',
          label: t('result.raw_measure'),
          unit: t('result.unit_mm'),
          value: format(emission.mesure),
        },
      ];
  return <MeasureList title={t('result.measures')} measures={measures} />;
}

function ModuleMetrics({ emission, idModule }: { emission: FirstEmission; idModule: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const metrics = useModuleMetrics(idModule, true);
  if (metrics.isPending) return <Spinner size={24} label={t('result.loading_metrics')} />;
  if (metrics.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('problem_equipment_model')}
      </Alert>
    );
  }
  const measures = metrics.data.map((metric, index) => ({
    id: `${index}:${metric.parameters}`,
    label: metric.label,
    unit: metric.unit,
    value: format(metricValue(emission, metric.parameters)),
  }));
  return <MeasureList title={t('result.measures')} measures={measures} />;
}
