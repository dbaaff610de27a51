import { useTranslation } from '../../i18n/use-translation.ts';
import './priming-menu-item.css';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { DownloadIcon } from '../../lib/ui/icons/download-icon.tsx';
import { MenuItem } from '../../lib/ui/menu.tsx';
import { Progress } from '../../lib/ui/progress.tsx';
import { useOnline } from '../../lib/use-online.ts';
import { usePrimingStatus } from './priming-status.ts';
import { primingSummary } from './priming-summary.ts';
import { primeNow } from './schedule.ts';

/**
 * "Prepare for offline" in the app bar menu, with the status line under it
 * (docs/decisions/0012-offline-priming.md): what the phone holds for a day without signal, since when, or
 * what is missing. The menu stays open while it primes, so the installer watches the progress; the snackbar
 * says how it ended.
 */
export function PrimingMenuItem() {
  const { t, i18n } = useTranslation();
  const status = usePrimingStatus();
  const online = useOnline();
  const lines = primingSummary(status, t, i18n.resolvedLanguage);

  const prepare = async () => {
    if (status.running) return;
    if (!online) {
      notify('warning', 'priming.offline_now');
      return;
    }
    // Asked: the scanner's decoder is kept too (docs/decisions/0012-offline-priming.md, item 8).
    const after = await primeNow({ asked: true });
    if (after.missing.length === 0 && after.ready_at) notify('success', 'priming.done');
    else notify('warning', 'priming.incomplete');
  };

  return (
    <MenuItem
      keepOpen
      onClick={() => void prepare()}
      aria-busy={status.running}
      icon={<DownloadIcon />}
      secondary={
        <>
          {lines.map((line) => (
            <span key={line} className="priming-line">
              {line}
            </span>
          ))}
          {status.running && status.progress ? (
            <Progress value={(100 * status.progress.done) / Math.max(status.progress.total, 1)} />
          ) : null}
        </>
      }
    >
      {t('priming.prepare')}
    </MenuItem>
  );
}
