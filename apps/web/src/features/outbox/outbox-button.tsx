import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { IconButton } from '../../lib/ui/button.tsx';
import { OutboxIcon } from '../../lib/ui/icons/outbox-icon.tsx';
import './outbox-button.css';
import { useOutboxItems } from './use-outbox.ts';

// The list is opened rarely: its dialog is downloaded when first opened (and cached for offline use).
const OutboxDialog = lazy(() => import('./outbox-dialog.tsx'));

/**
 * docs/decisions/0002-outbox.md: what is made but not on the server yet, always in sight: a badge with how many, in the app bar,
 * opening the list (which, since when, why). Absent when everything has been sent.
 */
export function OutboxButton() {
  const { t } = useTranslation();
  const items = useOutboxItems();
  const [open, setOpen] = useState(false);
  const refused = items.some((item) => item.state === 'rejected');
  if (items.length === 0 && !open) return null;
  return (
    <>
      <IconButton label={t('outbox.pending_count', { count: items.length })} onClick={() => setOpen(true)}>
        <span className="badge">
          <OutboxIcon />
          {items.length > 0 ? (
            <span className="badge-count" data-refused={refused || undefined} aria-hidden="true">
              {items.length > 99 ? '99+' : items.length}
            </span>
          ) : null}
        </span>
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <OutboxDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
