import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openRearCamera, stopStream } from '../../lib/rear-camera.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { CloseIcon } from '../../lib/ui/icons/close-icon.tsx';
import { createCodeReader } from './code-reader.ts';

const SCAN_INTERVAL_MS = 200;

/**
 * spec §2 Step 2: the full-screen scanner for QR and bar codes, with a close button. spec §8: when the
 * camera fails, camera_error and the scanner closes. Stops every camera track when it goes away.
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
  const [starting, setStarting] = useState(true);
  const callbacks = useRef({ onDetected, onClose });
  callbacks.current = { onDetected, onClose };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;

    const start = async () => {
      try {
        // The camera and the (lazy) decoder start together; the stream is tracked as soon as it exists so
        // that closing the scanner, or a decoder failure, always stops it.
        const camera = openRearCamera().then((opened) => {
          stream = opened;
          return opened;
        });
        const [, read] = await Promise.all([camera, createCodeReader()]);
        const element = video.current;
        if (stopped || !element) return stopStream(stream);
        element.srcObject = stream;
        await element.play();
        setStarting(false);
        const scan = async () => {
          if (stopped) return;
          const code = element.readyState >= 2 ? await read(element).catch(() => null) : null;
          if (stopped) return;
          if (code) {
            stopped = true;
            stopStream(stream);
            callbacks.current.onDetected(code);
            return;
          }
          timer = window.setTimeout(scan, SCAN_INTERVAL_MS);
        };
        void scan();
      } catch {
        if (stopped) return;
        stopStream(stream);
        notify('error', 'camera_error');
        callbacks.current.onClose();
      }
    };
    void start();

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopStream(stream);
    };
  }, []);

  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="scanner-title">
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          bgcolor: 'common.black',
          color: 'common.white',
          display: 'grid',
        }}
      >
        <video
          ref={video}
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover', gridArea: '1 / 1' }}
        />
        <Box
          sx={{ gridArea: '1 / 1', alignSelf: 'start', display: 'flex', alignItems: 'center', p: 1, gap: 1 }}
        >
          <Typography id="scanner-title" component="h2" variant="subtitle1" sx={{ flex: 1, px: 1 }}>
            {t('step_2.scanner_title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('step_2.scanner_close')} sx={{ color: 'common.white' }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Typography
          role="status"
          sx={{
            gridArea: '1 / 1',
            alignSelf: 'end',
            textAlign: 'center',
            p: 3,
            textShadow: '0 1px 2px #000',
          }}
        >
          {starting ? t('step_2.scanner_starting') : t('step_2.scanner_hint')}
        </Typography>
      </Box>
    </Dialog>
  );
}
