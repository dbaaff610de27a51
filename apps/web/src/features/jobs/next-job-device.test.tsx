import { api } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../test/demo-data.ts';
import { apiUrl } from '../../test/handlers.ts';
import { demoJob, jobList, renderScreen } from '../../test/office.tsx';
import { server } from '../../test/server.ts';
import { startJob } from '../../wizard-core/job-start.ts';
import { getWizard, updateWizard } from '../../wizard-core/wizard-store.ts';
import { jobStart } from './job-plan.ts';
import { NextJobDevice } from './next-job-device.tsx';

const ResultOf10000501 = () => <NextJobDevice deviceNumber="10000501" leave={() => undefined} />;

describe('the next device of a job, from the result screen', () => {
  it('opens the wizard preset for the job’s next device once one is installed', async () => {
    // The list as the phone had it before: 10000501, just installed, not yet done there.
    server.use(http.get(apiUrl(api.myJobs), () => HttpResponse.json({ data: jobList([demoJob()]) })));
    startJob(jobStart(demoJob(), '10000501'));
    updateWizard({ finished: true });
    const { user, router } = renderScreen('/result', ResultOf10000501, { session: demoSession });

    await user.click(await screen.findByRole('button', { name: 'Next device of this job: 10000502' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installation'));
    expect(getWizard()).toMatchObject({ step: 'device', device_number: '10000502', id_job: 11 });
    expect(getWizard().finished).toBeUndefined();
  });

  it('is not offered for a device installed without a job', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl(api.myJobs), () => {
        asked += 1;
        return HttpResponse.json({ data: jobList([demoJob()]) });
      }),
    );
    updateWizard({ device_number: '10000501', finished: true });
    renderScreen('/result', ResultOf10000501, { session: demoSession });
    // Not lazy here: what it renders is there at once, and without a job it asks nothing.
    expect(screen.queryByRole('button')).toBeNull();
    expect(asked).toBe(0);
  });
});
