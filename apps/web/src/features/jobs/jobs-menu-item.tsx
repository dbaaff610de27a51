import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { CalendarIcon } from '../../lib/ui/icons/calendar-icon.tsx';
import { MenuItem } from '../../lib/ui/menu.tsx';

/** "My jobs" in the app bar menu, first: what the office planned for this account (decision 0022). */
export function JobsMenuItem() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <MenuItem id="app-menu-jobs" icon={<CalendarIcon />} onClick={() => navigate('/jobs')}>
      {t('jobs.title')}
    </MenuItem>
  );
}
