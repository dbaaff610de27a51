import { FLAG_COMMENT_MAX } from '@installer/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../lib/ui/button.tsx';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../lib/ui/dialog.tsx';
import { TextArea } from '../../../lib/ui/text-input.tsx';

/**
 * Flag: what the installer must correct, in words (1 to FLAG_COMMENT_MAX characters, the contracts' rule).
 * The comment shows in the installer's My installations.
 */
export function FlagDialog({
  device,
  sending,
  onFlag,
  onClose,
}: {
  device: string;
  sending: boolean;
  onFlag(comment: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const missing = comment.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) onFlag(comment.trim());
  };
  return (
    <Dialog onClose={onClose} dismissible={!sending}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('office.flag_title', { device_number: device })}</DialogTitle>
        <DialogContent>
          <DialogDescription>{t('office.flag_intro')}</DialogDescription>
          <TextArea
            label={t('office.flag_comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={FLAG_COMMENT_MAX}
            required
            error={tried && missing}
            helperText={tried && missing ? t('office.flag_comment_required') : ' '}
            rows={4}
            data-autofocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('office.cancel')}
          </Button>
          <Button type="submit" variant="contained" colour="error" loading={sending}>
            {t('office.flag')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
