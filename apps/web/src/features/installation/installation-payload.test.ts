import type { ClassicInstallationBody, DeviceCheck } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { demoAssetTypes, demoDevices } from '../../test/demo-data.ts';
import { classicPayload } from './installation-payload.ts';

const device = demoDevices['10000001'] as DeviceCheck;
const assetType = demoAssetTypes[0] ?? (undefined as never);
const asset: ClassicInstallationBody['asset'] = {
  name: 'Cellar tank',
  description: '',
  specification: {
    offset: 0,
    id_liquid_type: 1,
    id_localisation_type: 1,
    index_monitoring_type: -1,
    index_screw_number: 0,
  },
  tank: {
    know_model_brand_asset: false,
    tank_type: 1,
    is_mobile: false,
    volume: 1000,
    height: 100,
    length: 100,
    width: 100,
  },
  domicile: { mode: 'coordinates', domicile_name: 'Plant room', latitude: 45.7578, longitude: 4.832 },
};

describe('the classic payload (spec §7) of an installation made without signal', () => {
  it('names the customer by the e-mail typed at step 1 when the phone could not check it', () => {
    expect(
      classicPayload({ device, assetType, idUser: null, clientEmail: ' new@example.org ', asset }),
    ).toMatchObject({ id_user: null, client_email: 'new@example.org', device_number: '10000001' });
  });

  it('names a customer the phone knows by id, never both', () => {
    const body = classicPayload({ device, assetType, idUser: 7, clientEmail: null, asset });
    expect(body.id_user).toBe(7);
    expect(body).not.toHaveProperty('client_email');
  });

  it('keeps the position alone for the server to find its address', () => {
    expect(classicPayload({ device, assetType, idUser: null, asset }).asset.domicile).toEqual({
      mode: 'coordinates',
      domicile_name: 'Plant room',
      latitude: 45.7578,
      longitude: 4.832,
    });
  });
});

describe('the payload of an installation opened from a job (decision 0022)', () => {
  it('carries the job, and only then', () => {
    expect(classicPayload({ device, assetType, idUser: 7, asset, idJob: 11 }).id_job).toBe(11);
    expect(classicPayload({ device, assetType, idUser: 7, asset, idJob: null })).not.toHaveProperty('id_job');
  });
});
