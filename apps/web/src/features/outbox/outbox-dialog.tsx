import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { Button } from '../../lib/ui/button.tsx';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../lib/ui/dialog.tsx';
import { List, ListItem } from '../../lib/ui/list.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { discardItem, flushOutbox } from './outbox.ts';
import { isAttemptCall, type OutboxItem } from './outbox-item.ts';
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
    <Dialog onClose={onClose}>
      <DialogTitle>{t('outbox.title')}</DialogTitle>
      <DialogContent dividers>
        {items.length === 0 ? (
          <Text>{t('outbox.empty')}</Text>
        ) : (
          <List aria-label={t('outbox.title')}>
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
    <ListItem>
      <Text weight="medium">
        {item.call.kind === 'not_doable' ? t('jobs.outbox_not_doable') : t(`outbox.kind_${item.call.kind}`)}
      </Text>
      <Text variant="body2" tone="secondary">
        {/* A job's report has no device: when it was made says which it is. */}
        {item.call.kind === 'not_doable'
          ? time
          : t('outbox.made_at', { device_number: item.device_number, time })}
      </Text>
      {item.state === 'rejected' ? (
        <Stack gap={1}>
          <Text variant="body2" tone="error">
            {t('outbox.refused', { reason: item.error ? t(item.error.message_key) : '' })}
          </Text>
          <Stack direction="row" gap={1} wrap>
            {isAttemptCall(item.call) && item.wizard && (
              <Button variant="contained" onClick={() => void correct()}>
                {t('outbox.correct')}
              </Button>
            )}
            <Button colour="error" onClick={() => void discardItem(item.seq)}>
              {t('outbox.discard')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Text variant="body2">
          {item.attempts > 0 ? t('outbox.waiting_attempts', { count: item.attempts }) : t('outbox.waiting')}
        </Text>
      )}
    </ListItem>
  );
}
