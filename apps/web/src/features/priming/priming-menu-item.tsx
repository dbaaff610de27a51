import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
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
    <MenuItem onClick={() => void prepare()} aria-busy={status.running} sx={{ whiteSpace: 'normal' }}>
      <ListItemIcon>
        <CloudDownloadOutlined />
      </ListItemIcon>
      <ListItemText
        primary={t('priming.prepare')}
        secondary={
          <>
            {lines.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
            {status.running && status.progress ? (
              <LinearProgress
                variant="determinate"
                value={(100 * status.progress.done) / Math.max(status.progress.total, 1)}
                sx={{ mt: 0.5 }}
                aria-hidden
              />
            ) : null}
          </>
        }
        slotProps={{ secondary: { component: 'span' } }}
      />
    </MenuItem>
  );
}
