import { lazy, useEffect, useState } from 'react';
import { liveSession } from '../../lib/session.ts';
import { primedJobs, usePrimingStatus } from '../priming/index.ts';
import { todaysOpenJobs } from './open-jobs.ts';

/**
 * The line itself, loaded only when there is something to offer: most first screens have no job planned
 * today, and this check runs on each of them (docs/decisions/0009-web-start-up.md).
 */
const TodayJobsButton = lazy(() => import('./today-jobs-button.tsx'));

/**
 * The wizard's first screen offers My jobs when the office planned something for today (decision
 * 0022): one discreet line, not a dialog. Read from the list the phone keeps (the priming, refreshed after
 * sign-in and through the day, and My jobs' last answer), so the first screen asks the server nothing more.
 * The step's Suspense boundary (features/wizard/steps/step-1-target.tsx) shows nothing while the line loads.
 */
export function TodayJobsOffer() {
  const [count, setCount] = useState(0);
  // A priming that ends while the first screen is on show (the first one after sign-in) brings the list.
  const primedAt = usePrimingStatus().ready_at;
  useEffect(() => {
    void primedAt;
    let live = true;
    void primedJobs().then((kept) => {
      const mine = kept && liveSession() ? todaysOpenJobs(kept.items).length : 0;
      if (live) setCount(mine);
    });
    return () => {
      live = false;
    };
  }, [primedAt]);
  return count > 0 ? <TodayJobsButton count={count} /> : null;
}
