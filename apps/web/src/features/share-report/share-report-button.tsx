import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../lib/ui/button.tsx';
import { ShareIcon } from '../../lib/ui/icons/share-icon.tsx';

// Opened after the visit, and not by every installer: the dialog comes when first asked for.
const ShareReportDialog = lazy(() => import('./share-report-dialog.tsx'));

/** "Share report" on the result screen: a link to the installation's handover report for the customer. */
export function ShareReportButton({ idInstallation }: { idInstallation: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)} fullWidth>
        {t('share.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareReportDialog idInstallation={idInstallation} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
