import { api } from '@installer/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/office.tsx';
import { server } from '../../../test/server.ts';
import { ImportPage } from './import-page.tsx';

const CSV = 'job_ref,scheduled_date\nJ1,2026-11-27\nJ2,2026-13-01\n';

const fileInput = () => screen.getByLabelText('CSV file') as HTMLInputElement;

describe('the jobs import (/office/import)', () => {
  it('sends the file as it is, and lists each refused row to correct', async () => {
    const sent: string[] = [];
    server.use(
      http.post(apiUrl(api.importJobs), async ({ request }) => {
        sent.push(((await request.json()) as { csv: string }).csv);
        return HttpResponse.json(
          {
            error: {
              code: 'import_refused',
              message: 'refused rows',
              details: {
                rows: [
                  { row: 2, column: 'scheduled_date', reason: 'a day of the calendar' },
                  { row: 2, column: null, reason: 'its job disagrees with row 1' },
                ],
              },
            },
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderScreen('/office/import', ImportPage);
    await screen.findByRole('heading', { level: 1, name: 'Import jobs' });

    await user.upload(fileInput(), new File([CSV], 'jobs.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import the file' }));

    const table = await screen.findByRole('table', { name: 'Refused rows' });
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was imported. Rows to correct: 2.');
    const rows = within(table).getAllByTestId('import-refusal');
    expect(rows.map((row) => row.textContent)).toEqual([
      '2scheduled_datea day of the calendar',
      '2Whole rowits job disagrees with row 1',
    ]);
    expect(sent).toEqual([CSV]);
  });

  it('says how many jobs and devices were planned', async () => {
    server.use(http.post(apiUrl(api.importJobs), () => HttpResponse.json({ data: { jobs: 2, devices: 3 } })));
    const { user } = renderScreen('/office/import', ImportPage);
    await user.upload(
      await screen.findByLabelText('CSV file'),
      new File([CSV], 'jobs.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import the file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported: 2 jobs, 3 devices.');
  });
});
