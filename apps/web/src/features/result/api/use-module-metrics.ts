import type { MetricConfig } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';

const moduleQueryKey = (idModule: number) => ['module', idModule] as const;

/**
 * spec §2 Result screen: with a module id, the visible metrics of the module's default metrics
 * configuration (`GET /module/{id_module}`), asked only once the first emission is there to fill them.
 */
export function useModuleMetrics(idModule: number | null, enabled: boolean) {
  return useQuery({
    queryKey: moduleQueryKey(idModule ?? 0),
    queryFn: async ({ signal }) => {
      const { data } = await callApi('moduleById', {
        params: { id_module: idModule ?? 0 },
        signal,
        log: 'no-answer-only',
      });
      return data.default_metrics_configuration.metrics.filter((metric: MetricConfig) => metric.is_visible);
    },
    enabled: enabled && idModule !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
