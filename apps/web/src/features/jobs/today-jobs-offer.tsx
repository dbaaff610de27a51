import type { Job } from '@installer/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { liveSession } from '../../lib/session.ts';
import { Button } from '../../lib/ui/button.tsx';
import { CalendarIcon } from '../../lib/ui/icons/calendar-icon.tsx';
import { primedJobs, usePrimingStatus } from '../priming/index.ts';
import { todaysOpenJobs } from './job-plan.ts';

/**
 * The wizard's first screen offers My jobs when the office planned something for today (decision
 * 0022): one discreet line, not a dialog. Read from the list the phone keeps (the priming, refreshed after
 * sign-in and through the day, and My jobs' last answer), so the first screen asks the server nothing more.
 */
export function TodayJobsOffer() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [today, setToday] = useState<Job[]>([]);
  // A priming that ends while the first screen is on show (the first one after sign-in) brings the list.
  const primedAt = usePrimingStatus().ready_at;
  useEffect(() => {
    void primedAt;
    let live = true;
    void primedJobs().then((kept) => {
      const mine = kept && liveSession() ? todaysOpenJobs(kept.items) : [];
      if (live) setToday(mine);
    });
    return () => {
      live = false;
    };
  }, [primedAt]);
  if (today.length === 0) return null;
  return (
    <div>
      <Button variant="text" startIcon={<CalendarIcon />} onClick={() => navigate('/jobs')}>
        {t('jobs.offer_today', { count: today.length })}
      </Button>
    </div>
  );
}
