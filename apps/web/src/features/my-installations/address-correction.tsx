import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../lib/ui/button.tsx';
import { PlaceIcon } from '../../lib/ui/icons/place-icon.tsx';
import './address-correction.css';

// Few rows need it: the dialog comes when first asked for.
const CorrectAddressDialog = lazy(() => import('./correct-address-dialog.tsx'));

/** The way to correct an address the geocoder found not precise enough, under its row. */
export function AddressCorrection({ idInstallation, current }: { idInstallation: number; current: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        className="address-correction"
        startIcon={<PlaceIcon />}
        onClick={() => setOpen(true)}
      >
        {t('installations.correct_address')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CorrectAddressDialog
            idInstallation={idInstallation}
            current={current}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
