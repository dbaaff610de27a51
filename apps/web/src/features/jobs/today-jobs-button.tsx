import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { Button } from '../../lib/ui/button.tsx';
import { CalendarIcon } from '../../lib/ui/icons/calendar-icon.tsx';

/** Step 1's line to My jobs, for the `count` open jobs of today (today-jobs-offer.tsx, decision 0022). */
export default function TodayJobsButton({ count }: { count: number }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div>
      <Button variant="text" startIcon={<CalendarIcon />} onClick={() => navigate('/jobs')}>
        {t('jobs.offer_today', { count })}
      </Button>
    </div>
  );
}
