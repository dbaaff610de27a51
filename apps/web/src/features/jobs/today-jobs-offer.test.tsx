import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../test/demo-data.ts';
import { demoJob, jobList, renderScreen } from '../../test/office.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { forgetPrimedMemory } from '../priming/primed-data.ts';
import { writeList } from '../priming/priming-db.ts';
import { updatePrimingStatus } from '../priming/priming-status.ts';
import { TodayJobsOffer } from './today-jobs-offer.tsx';

describe('today’s jobs offered on the wizard’s first screen', () => {
  it('is one line to My jobs when a job is planned today, from the list the phone keeps', async () => {
    await writeList(
      demoSession.installer.id_installer,
      'jobs',
      jobList([demoJob(), demoJob({ id_job: 12, scheduled_date: '2999-01-01' })]),
    );
    const { user, router } = renderScreen('/installation', TodayJobsOffer, { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Jobs planned for you today: 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });

  it('is on step 1 of the app, the line loaded once the check found a job of today', async () => {
    await writeList(demoSession.installer.id_installer, 'jobs', jobList([demoJob()]));
    renderApp('/installation');
    expect(await screen.findByRole('radiogroup')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Jobs planned for you today: 1' })).toBeVisible();
  });

  it('shows itself when the first priming ends while the first screen is on show', async () => {
    renderScreen('/installation', TodayJobsOffer, { session: demoSession });
    await writeList(demoSession.installer.id_installer, 'jobs', jobList([demoJob()]));
    forgetPrimedMemory();
    act(() =>
      updatePrimingStatus({
        id_installer: demoSession.installer.id_installer,
        ready_at: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Jobs planned for you today: 1' })).toBeVisible();
  });
});
