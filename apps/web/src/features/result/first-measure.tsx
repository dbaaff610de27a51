import type { FirstEmission } from '@installer/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Skeleton } from '../../lib/ui/skeleton.tsx';
import type { ResultParams } from '../../wizard-core/result-params.ts';

/**
 * The measures, the network state and the signal test come with the first emission, not with the screen
 * that waits for it (docs/decisions/0009-web-start-up.md, item 13): "Perfect!" shows at once, the details a
 * moment later (the worker's precache holds their chunk for a visit without signal).
 */
const MeasureDetails = lazy(() =>
  import('./measure-details.tsx').then((m) => ({ default: m.MeasureDetails })),
);

/** About the height of the measures' list while its code arrives: the buttons below do not jump twice. */
const DETAILS_HEIGHT = 120;

/** spec §2 Result screen once the first emission arrived: "Perfect!", the measures and the network state. */
export function FirstMeasure({
  emission,
  params,
  email,
}: {
  emission: FirstEmission;
  params: ResultParams;
  email: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="success" variant="filled" role="alert" title={t('result.perfect')}>
        {t('result.first_measure_received')}
      </Alert>
      {/* spec §6: without a user, the professional is reminded to look for the activation mail. */}
      {!email && (
        <Alert severity="info" role="alert">
          {t('result.check_emails')}
        </Alert>
      )}
      <Suspense fallback={<Skeleton height={DETAILS_HEIGHT} />}>
        <MeasureDetails emission={emission} idDevice={params.id_device} idModule={params.id_module} />
      </Suspense>
    </>
  );
}
