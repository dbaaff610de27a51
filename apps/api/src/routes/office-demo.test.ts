import { api } from '@installer/contracts';
import { expect, it } from 'vitest';
import { describeEachDatabase, parseBody } from '../test/harness.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The office's demo data (README demo table, docs/decisions/0022-office-jobs.md), through the real calls. */
describeEachDatabase('Office demo data', (server) => {
  it('signs the office in with its own password, as an office account', async () => {
    const res = await server().request('POST', '/api/v1/auth/login', {
      body: { email: 'office@demo.test', password: 'demo-office' },
    });
    expect(parseBody(api.login.responses[200], res).data.installer).toMatchObject({
      role: 'office',
      name_professional: 'Demo Installations',
    });
    const installer = await server().request('POST', '/api/v1/auth/login', {
      body: { email: 'installer2@demo.test', password: 'demo-installer' },
    });
    expect(parseBody(api.login.responses[200], installer).data.installer.role).toBe('installer');
  });

  it("plans jobs for today and tomorrow for both installers on the job devices, on the office's board", async () => {
    for (const email of ['installer@demo.test', 'installer2@demo.test']) {
      const token = await server().login(email);
      const res = await server().request('GET', '/api/v1/jobs/mine', { token });
      const items = parseBody(api.myJobs.responses[200], res).data.items;
      expect(items.map((job) => job.scheduled_date)[0]).toBe(today());
      expect(items).toHaveLength(2);
      for (const job of items) {
        expect(job.state).toBe('planned');
        expect(job.customer.email).toBe('client@demo.test');
        for (const device of job.devices) expect(device.device_number).toMatch(/^100005\d\d$/);
      }
    }
    const signIn = await server().request('POST', '/api/v1/auth/login', {
      body: { email: 'office@demo.test', password: 'demo-office' },
    });
    const office = parseBody(api.login.responses[200], signIn).data.token;
    const board = await server().request('GET', '/api/v1/office/board', { token: office });
    const columns = parseBody(api.officeBoard.responses[200], board).data.columns;
    expect(columns.map((column) => [column.installer.email, column.jobs.length])).toEqual(
      expect.arrayContaining([
        ['installer@demo.test', 1],
        ['installer2@demo.test', 1],
      ]),
    );
  });
});
