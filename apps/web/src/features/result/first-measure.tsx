import type { FirstEmission } from '@installer/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../lib/ui/alert.tsx';
import type { ResultParams } from '../../wizard-core/result-params.ts';
import { EmissionMeasures } from './emission-measures.tsx';
import { SignalQuality } from './signal-quality.tsx';
import { SignalTestSection } from './signal-test.tsx';

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
      <EmissionMeasures emission={emission} idModule={params.id_module} />
      <SignalQuality quality={emission.signal_quality} />
      <SignalTestSection idDevice={params.id_device} idModule={params.id_module} />
    </>
  );
}
