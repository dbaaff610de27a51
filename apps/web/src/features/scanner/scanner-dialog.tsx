import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { IconButton } from '../../lib/ui/button.tsx';
import { Dialog, DialogTitle } from '../../lib/ui/dialog.tsx';
import { CloseIcon } from '../../lib/ui/icons/close-icon.tsx';
import { Text } from '../../lib/ui/text.tsx';
import './scanner-dialog.css';
import { useCodeScanner } from './use-code-scanner.ts';

/**
 * spec §2 Step 2: the full-screen scanner for QR and bar codes, with a close button (which takes the focus:
 * the first control of the dialog). Escape closes it too. Stops every camera track when it goes away.
 */
export function ScannerDialog({
  onDetected,
  onClose,
}: {
  onDetected: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const starting = useCodeScanner(video, onDetected, onClose);

  return (
    <Dialog fullScreen onClose={onClose} className="scanner">
      <video ref={video} muted playsInline className="scanner-video" />
      <div className="scanner-bar">
        <DialogTitle className="scanner-title">{t('step_2.scanner_title')}</DialogTitle>
        <IconButton label={t('step_2.scanner_close')} onClick={onClose} data-autofocus>
          <CloseIcon />
        </IconButton>
      </div>
      <Text role="status" className="scanner-hint">
        {starting ? t('step_2.scanner_starting') : t('step_2.scanner_hint')}
      </Text>
    </Dialog>
  );
}
