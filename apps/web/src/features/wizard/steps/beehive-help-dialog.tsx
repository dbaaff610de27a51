import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../i18n/message-key.ts';

const IMAGES: { src: string; caption: MessageKey }[] = [
  { src: '/beehive/sensor-platform.svg', caption: 'step_2.help_image_1' },
  { src: '/beehive/sensor-box.svg', caption: 'step_2.help_image_2' },
  { src: '/beehive/sensor-packaging.svg', caption: 'step_2.help_image_3' },
];

/** spec §2 Step 2 beehive variant: a help dialog with three sensor images. */
export function BeehiveHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="beehive-help-title" fullWidth>
      <DialogTitle id="beehive-help-title">{t('step_2.help_title')}</DialogTitle>
      {/* Taller than a phone screen: focusable so the pictures can be scrolled with the keyboard. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby="beehive-help-title">
        <Typography sx={{ mb: 2 }}>{t('step_2.help_text')}</Typography>
        <Stack spacing={2}>
          {IMAGES.map(({ src, caption }) => (
            <figure key={src} style={{ margin: 0 }}>
              <img src={src} alt="" width={240} height={160} style={{ maxWidth: '100%', height: 'auto' }} />
              <Typography component="figcaption" variant="body2" color="text.secondary">
                {t(caption)}
              </Typography>
            </figure>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
