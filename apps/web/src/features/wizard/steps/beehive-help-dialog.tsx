import { useTranslation } from '../../../i18n/use-translation.ts';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../../lib/ui/dialog.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import './beehive-help-dialog.css';

const IMAGES: { src: string; caption: MessageKey }[] = [
  { src: '/beehive/sensor-platform.svg', caption: 'step_2.help_image_1' },
  { src: '/beehive/sensor-box.svg', caption: 'step_2.help_image_2' },
  { src: '/beehive/sensor-packaging.svg', caption: 'step_2.help_image_3' },
];

/** spec §2 Step 2 beehive variant: a help dialog with three sensor images. Rendered means open. */
export function BeehiveHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog onClose={onClose}>
      <DialogTitle>{t('step_2.help_title')}</DialogTitle>
      {/* Taller than a phone screen: focusable so the pictures can be scrolled with the keyboard. */}
      <DialogContent tabIndex={0} role="region" aria-label={t('step_2.help_title')}>
        <Stack>
          <Text>{t('step_2.help_text')}</Text>
          {IMAGES.map(({ src, caption }) => (
            <figure key={src} className="beehive-help-figure">
              <img src={src} alt="" width={240} height={160} />
              <Text as="figcaption" variant="body2" tone="secondary">
                {t(caption)}
              </Text>
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
