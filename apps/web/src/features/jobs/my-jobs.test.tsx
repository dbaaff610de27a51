import { api } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../lib/local-day.ts';
import { demoSession } from '../../test/demo-data.ts';
import { apiUrl } from '../../test/handlers.ts';
import { demoJob, jobList, renderScreen } from '../../test/office.tsx';
import { server } from '../../test/server.ts';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import { flushOutbox, outboxItems } from '../outbox/outbox.ts';
import { writeList } from '../priming/priming-db.ts';
import { MyJobsPage } from './my-jobs-page.tsx';

const TOMORROW = localDay(new Date(Date.now() + 86_400_000));

function serveMyJobs(answer: () => Response) {
  server.use(http.get(apiUrl(api.myJobs), answer));
}

const asInstaller = { session: demoSession };

describe('My jobs (/jobs)', () => {
  it('lists today’s jobs, then the next days’, with what the installer needs on site', async () => {
    serveMyJobs(() =>
      HttpResponse.json({
        data: jobList([
          demoJob({ id_job: 12, scheduled_date: TOMORROW, device_count: 1, expected_devices: 3 }),
          demoJob(),
        ]),
      }),
    );
    renderScreen('/jobs', MyJobsPage, asInstaller);

    const today = await screen.findByRole('region', { name: 'Today' });
    const job = within(today).getByTestId('my-job');
    expect(job).toHaveTextContent('Claire Client');
    expect(job).toHaveTextContent('08:00–10:00');
    expect(job).toHaveTextContent('Farm, 12 Rue des Lilas, 01000 Bourg');
    expect(job).toHaveTextContent('Tank (level sensor)');
    expect(job).toHaveTextContent('10000501');
    expect(job).toHaveTextContent('Gate code 1234');
    const tomorrow = screen.getByRole('region', { name: 'Tomorrow' });
    expect(within(tomorrow).getByTestId('my-job')).toHaveTextContent('Devices to scan on site: 1');
  });

  it('opens the wizard preset for the job’s next device, the job carried to the installation', async () => {
    const installed = {
      id_installation: 90,
      installed_at: '2026-11-27T08:00:00.000Z',
      state: 'waiting' as const,
      last_emission_at: null,
    };
    serveMyJobs(() =>
      HttpResponse.json({
        data: jobList([
          demoJob({
            devices: [
              { device_number: '10000501', listed: true, installation: installed },
              { device_number: '10000502', listed: true, installation: null },
            ],
          }),
        ]),
      }),
    );
    const { user, router } = renderScreen('/jobs', MyJobsPage, asInstaller);
    await user.click(await screen.findByRole('button', { name: 'Install 10000502' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/installation'));
    const wizard = getWizard();
    expect(wizard).toMatchObject({
      step: 'device',
      id_job: 11,
      device_number: '10000502',
      without_user: false,
      client_email: 'client@demo.test',
      lookup: { status: 'found', user: { id_user: 7, email: 'client@demo.test' } },
    });
    expect(wizard.autofill).toEqual({
      without_user: 'false',
      client_email: 'client@demo.test',
      domicile_name: 'Farm',
      address: '12 Rue des Lilas, 01000 Bourg',
      id_domicile: '31',
      type_asset: 'cuve',
      volume: '3000',
    });
  });

  it('reports a job not doable through the outbox: kept without signal, sent once back', async () => {
    serveMyJobs(() => HttpResponse.json({ data: jobList([demoJob()]) }));
    const sent: { key: string | null; path: string; body: unknown }[] = [];
    let online = false;
    server.use(
      http.post(apiUrl(api.reportJobNotDoable), async ({ request }) => {
        if (!online) return HttpResponse.error();
        sent.push({
          key: request.headers.get('Idempotency-Key'),
          path: new URL(request.url).pathname,
          body: await request.json(),
        });
        return HttpResponse.json({ data: demoJob({ status: 'not_doable', state: 'not_doable' }) });
      }),
    );
    const { user } = renderScreen('/jobs', MyJobsPage, asInstaller);
    await user.click(await screen.findByRole('button', { name: 'Not doable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Job of Claire Client not doable' });

    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText('Choose why')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'No access to the equipment' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Locked gate, nobody answers');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/the report waits on the phone/)).toBeVisible();
    // The phone knows it before the server: the job is not offered any more.
    const job = screen.getByTestId('my-job');
    await waitFor(() => expect(within(job).queryByRole('button', { name: 'Install 10000501' })).toBeNull());
    expect(within(job).getByText('Not doable')).toBeVisible();
    const [item] = outboxItems();
    expect(item?.call).toEqual({
      kind: 'not_doable',
      id_job: 11,
      body: { reason: 'no_access', note: 'Locked gate, nobody answers' },
    });

    online = true;
    await flushOutbox();
    expect(sent).toEqual([
      {
        key: item?.key,
        path: '/api/v1/jobs/11/not_doable',
        body: { reason: 'no_access', note: 'Locked gate, nobody answers' },
      },
    ]);
    expect(outboxItems()).toEqual([]);
  });

  it('shows the list the phone kept when there is no signal', async () => {
    await writeList(demoSession.installer.id_installer, 'jobs', {
      ...jobList([demoJob()]),
      as_of: '2026-11-27T07:00:00.000Z',
    });
    serveMyJobs(() => HttpResponse.error());
    renderScreen('/jobs', MyJobsPage, asInstaller);
    expect(await screen.findByText(/No connection: your jobs as they were on/)).toBeVisible();
    expect(screen.getByTestId('my-job')).toHaveTextContent('Claire Client');
  });
});
