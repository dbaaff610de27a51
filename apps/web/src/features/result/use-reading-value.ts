import { LOCALE_TAG, metricValue, type Reading } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { formatValue } from '../../lib/format-value.ts';
import { useModuleMetrics } from './api/use-module-metrics.ts';

/** A reading's value in words, with its unit: the one the signal test lists beside its signal level. */
export function useReadingValue(idModule: number | null): (reading: Reading) => string {
  const { t } = useTranslation();
  const tag = LOCALE_TAG[currentLocale()];
  const words = { yes: t('result.value_yes'), no: t('result.value_no') };
  const metrics = useModuleMetrics(idModule, idModule !== null);
  const withUnit = (value: unknown, unit: string | null) => {
    const text = formatValue(value, tag, words);
    return unit ? `${text} ${unit}` : text;
  };
  return (reading) => {
    if (idModule !== null) {
      // A module's first visible metric: the one its platform shows first (spec §2 default metrics).
      const metric = metrics.data?.[0];
      return metric
        ? withUnit(metricValue(reading, metric.parameters), metric.unit)
        : formatValue(null, tag, words);
    }
    // spec §3: when weight is truthy the value is the weight in Kg (held in volume), else the liquid height.
    return reading.weight
      ? withUnit(reading.volume, t('result.unit_kg'))
      : withUnit(reading.hauteur_liquide, t('result.unit_mm'));
  };
}
