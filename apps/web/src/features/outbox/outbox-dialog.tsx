import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { discardItem, flushOutbox } from './outbox.ts';
import type { OutboxItem } from './outbox-item.ts';
import { takeBackForCorrection } from './take-back.ts';
import { useOutboxItems } from './use-outbox.ts';

/** docs/decisions/0002-outbox.md: the pending list: each item, when it was made, and why it is still here. */
export default function OutboxDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const items = useOutboxItems();
  const [sending, setSending] = useState(false);
  const sendNow = async () => {
    setSending(true);
    await flushOutbox();
    setSending(false);
  };
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="outbox-title">
      <DialogTitle id="outbox-title">{t('outbox.title')}</DialogTitle>
      <DialogContent dividers>
        {items.length === 0 ? (
          <Typography>{t('outbox.empty')}</Typography>
        ) : (
          <List disablePadding aria-labelledby="outbox-title">
            {items.map((item) => (
              <OutboxRow key={item.seq} item={item} onTakenBack={onClose} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {items.length > 0 && (
          <Button onClick={() => void sendNow()} loading={sending}>
            {t('outbox.send_now')}
          </Button>
        )}
        <Button onClick={onClose}>{t('outbox.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function OutboxRow({ item, onTakenBack }: { item: OutboxItem; onTakenBack(): void }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const time = new Date(item.created_at).toLocaleString(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const correct = async () => {
    await takeBackForCorrection(item);
    onTakenBack();
    navigate('/installation');
  };
  return (
    <ListItem divider disableGutters sx={{ display: 'block' }}>
      <Typography sx={{ fontWeight: 500 }}>{t(`outbox.kind_${item.call.kind}`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('outbox.made_at', { device_number: item.device_number, time })}
      </Typography>
      {item.state === 'rejected' ? (
        <>
          <Typography variant="body2" color="error">
            {t('outbox.refused', { reason: item.error ? t(item.error.message_key) : '' })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {item.call.kind === 'installation' && item.wizard && (
              <Button size="small" variant="contained" onClick={() => void correct()}>
                {t('outbox.correct')}
              </Button>
            )}
            <Button size="small" color="error" onClick={() => void discardItem(item.seq)}>
              {t('outbox.discard')}
            </Button>
          </Stack>
        </>
      ) : (
        <Typography variant="body2">
          {item.attempts > 0 ? t('outbox.waiting_attempts', { count: item.attempts }) : t('outbox.waiting')}
        </Typography>
      )}
    </ListItem>
  );
}
