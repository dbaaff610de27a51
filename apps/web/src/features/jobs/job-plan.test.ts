import { describe, expect, it } from 'vitest';
import { demoJob } from '../../test/office.tsx';
import type { OutboxItem } from '../outbox/index.ts';
import { jobStart, nextDevice, onPhone } from './job-plan.ts';
import { todaysOpenJobs } from './open-jobs.ts';

const installation = {
  id_installation: 90,
  installed_at: '2026-11-27T08:00:00.000Z',
  state: 'waiting' as const,
  last_emission_at: null,
};

describe('a job’s devices, one after another', () => {
  it('gives the first listed device not installed, skipping the one just installed', () => {
    const job = demoJob();
    expect(nextDevice(job)).toBe('10000501');
    expect(nextDevice(job, ['10000501'])).toBe('10000502');
    expect(nextDevice(job, ['10000502'])).toBe('10000501');
  });

  it('gives null for a device without a number still to install, and nothing once all are in', () => {
    const counted = demoJob({ devices: [], device_count: 2, expected_devices: 2 });
    expect(nextDevice(counted)).toBeNull();
    const oneInstalled = {
      ...counted,
      devices: [{ device_number: '10000509', listed: false, installation }],
    };
    expect(nextDevice(oneInstalled)).toBeNull();
    expect(nextDevice(oneInstalled, ['10000508'])).toBeUndefined();
  });

  it('offers nothing of a job the office cancelled or the installer found not doable', () => {
    expect(nextDevice(demoJob({ status: 'cancelled' }))).toBeUndefined();
    expect(nextDevice(demoJob({ status: 'not_doable' }))).toBeUndefined();
  });

  it('counts as today’s open jobs only the planned ones of the day with a device left', () => {
    const today = '2026-11-27';
    const jobs = [
      demoJob({ id_job: 1, scheduled_date: today }),
      demoJob({ id_job: 2, scheduled_date: today, status: 'not_doable' }),
      demoJob({ id_job: 3, scheduled_date: '2026-11-28' }),
      demoJob({
        id_job: 4,
        scheduled_date: today,
        devices: [{ device_number: '10000501', listed: true, installation }],
        expected_devices: 1,
      }),
    ];
    expect(todaysOpenJobs(jobs, today).map((job) => job.id_job)).toEqual([1]);
  });

  it('counts what the phone holds for the job: its installations and a not-doable report', () => {
    const item = (call: OutboxItem['call'], device_number: string) => ({ call, device_number }) as OutboxItem;
    const items = [
      item({ kind: 'installation', body: { id_job: 11 } as never, address_label: '' }, '10000501'),
      item({ kind: 'installation', body: { id_job: 12 } as never, address_label: '' }, '10000509'),
      item({ kind: 'not_doable', id_job: 13, body: { reason: 'other', note: '' } }, 'job-13'),
    ];
    expect(onPhone(items, 11)).toEqual({ devices: ['10000501'], not_doable: false });
    expect(onPhone(items, 13)).toEqual({ devices: [], not_doable: true });
    // The device waiting on the phone is not offered again: the next one is.
    expect(nextDevice(demoJob(), onPhone(items, 11).devices)).toBe('10000502');
  });

  it('presets the wizard with everything the office gave: customer, address, type, figures, brand and model', () => {
    const base = demoJob();
    const job = demoJob({ equipment: { ...base.equipment, id_brand_reference: 1, id_model_reference: 11 } });
    expect(jobStart(job, '10000502')).toMatchObject({
      id_job: job.id_job,
      customer: { id_user: job.customer.id_user, email: job.customer.email },
      domicile: { id_domicile: job.address.id_domicile, name: 'Farm' },
      type_asset: 'cuve',
      dimensions: { volume: 3000 },
      id_brand_reference: 1,
      id_model_reference: 11,
      device_number: '10000502',
    });
    expect(jobStart(base, null)).toMatchObject({ id_brand_reference: null, id_model_reference: null });
    const preset = demoJob({
      equipment: {
        ...base.equipment,
        name: 'Cellar tank',
        id_liquid_type: 1,
        id_localisation_type: 2,
        monitoring_type: 'filling',
      },
    });
    expect(jobStart(preset, null)).toMatchObject({
      name: 'Cellar tank',
      id_liquid_type: 1,
      id_localisation_type: 2,
      monitoring_type: 'filling',
    });
    // A list kept on the phone before jobs carried them reads as none given.
    const {
      name: _n,
      id_liquid_type: _l,
      id_localisation_type: _t,
      monitoring_type: _m,
      ...older
    } = base.equipment;
    expect(jobStart({ ...base, equipment: older as typeof base.equipment }, null)).toMatchObject({
      name: null,
      id_liquid_type: null,
      id_localisation_type: null,
      monitoring_type: null,
    });
    expect(jobStart(base, null)).toMatchObject({
      name: null,
      id_liquid_type: null,
      id_localisation_type: null,
      monitoring_type: null,
    });
  });
});
