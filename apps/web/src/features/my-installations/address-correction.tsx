import EditLocationAltOutlined from '@mui/icons-material/EditLocationAltOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Few rows need it: the dialog comes when first asked for.
const CorrectAddressDialog = lazy(() => import('./correct-address-dialog.tsx'));

/** The way to correct an address the geocoder found not precise enough, under its row. */
export function AddressCorrection({ idInstallation, current }: { idInstallation: number; current: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        startIcon={<EditLocationAltOutlined />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start', mx: 2, mb: 1.5 }}
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
