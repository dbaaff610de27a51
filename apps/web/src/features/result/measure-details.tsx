import type { FirstEmission } from '@installer/contracts';
import { EmissionMeasures } from './emission-measures.tsx';
import { SignalQuality } from './signal-quality.tsx';
import { SignalTestSection } from './signal-test.tsx';

/** spec §2 Result screen, what the first emission says: its measures, the network state, a new test. */
export function MeasureDetails({ emission, idDevice, idModule }: MeasureDetailsProps) {
  return (
    <>
      <EmissionMeasures emission={emission} idModule={idModule} />
      <SignalQuality quality={emission.signal_quality} />
      <SignalTestSection idDevice={idDevice} idModule={idModule} />
    </>
  );
}

interface MeasureDetailsProps {
  emission: FirstEmission;
  idDevice: number;
  idModule: number | null;
}
