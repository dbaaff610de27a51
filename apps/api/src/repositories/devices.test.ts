import { CONTENT_LANGUAGES } from '@installer/contracts';
import { expect, it, vi } from 'vitest';
import { describeEachDialect } from '../test/database-suites.ts';
import { findInstallerByEmail } from './auth.ts';
import { type CheckingProfessional, findDeviceCheck, listDeviceChecks } from './devices.ts';

const CREATED = '2026-01-01T00:00:00.000Z';

/**
 * docs/decisions/0034-device-check-reads-one-table.md: the device check reads its device row alone, the
 * professional from the session and the model's texts from a memory of a minute; it answers what the
 * four tables joined answer (the devices list still joins them), and sees a changed text within the minute.
 */
describeEachDialect('The device check', (db) => {
  /** The signed-in installer of `email` as the session holds them: the professional a check answers for. */
  async function professionalOf(email: string): Promise<CheckingProfessional> {
    const installer = await findInstallerByEmail(db(), email);
    if (!installer) throw new Error(`no demo installer ${email}`);
    return installer;
  }

  it('answers what the four tables joined answer, for every device of the professional in every language', async () => {
    const professional = await professionalOf('installer@demo.test');
    for (const language of CONTENT_LANGUAGES) {
      const listed = await listDeviceChecks(db(), professional.id_professional, language, 1000);
      expect(listed.length).toBeGreaterThan(5);
      for (const { device } of listed) {
        const { is_installed: _installed, id_installation: _installation, ...joined } = device;
        expect(await findDeviceCheck(db(), professional, device.device_number, language)).toEqual(joined);
      }
    }
  });

  it("finds no device of another professional's, whatever its number", async () => {
    const demo = await professionalOf('installer@demo.test');
    const [own] = await listDeviceChecks(db(), demo.id_professional, 'en', 1);
    const other = await professionalOf('other@demo.test');
    expect(other.id_professional).not.toBe(demo.id_professional);
    expect(own).toBeDefined();
    expect(await findDeviceCheck(db(), other, own?.device.device_number ?? '', 'en')).toBeUndefined();
    expect(await findDeviceCheck(db(), demo, 'no-such-device', 'en')).toBeUndefined();
  });

  it("keeps a model's texts a minute, then reads them again; a model without texts answers nulls", async () => {
    // Only Date is faked: the databases' own timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const professional = await professionalOf('installer@demo.test');
      // A model of this test's own, with texts in French only, and a device of it.
      await db()
        .insertInto('device_referentials')
        .values({ id_device_referential: 9034, name: 'Test model', notice: '/media/test.png' })
        .execute();
      await db()
        .insertInto('device_referential_texts')
        .values({ id_device_referential: 9034, language: 'fr', description: 'Première', introduction: null })
        .execute();
      await db()
        .insertInto('devices')
        .values({
          device_number: 'MEM-9034',
          id_device_referential: 9034,
          id_professional: professional.id_professional,
          desk_version: 'V1',
          is_installable: 1,
          url_device_detail: 'https://platform.example/d',
          installed_at: null,
          created_at: CREATED,
        })
        .execute();
      const installation = async (language: string) =>
        (await findDeviceCheck(db(), professional, 'MEM-9034', language))?.installation;
      expect(await installation('fr')).toEqual({
        notice: '/media/test.png',
        description: 'Première',
        introduction: null,
      });
      expect(await installation('de')).toEqual({
        notice: '/media/test.png',
        description: null,
        introduction: null,
      });

      await db()
        .updateTable('device_referential_texts')
        .set({ description: 'Seconde' })
        .where('id_device_referential', '=', 9034)
        .execute();
      vi.setSystemTime(Date.now() + 60_000 - 1);
      expect((await installation('fr'))?.description).toBe('Première');
      vi.setSystemTime(Date.now() + 1);
      expect((await installation('fr'))?.description).toBe('Seconde');
    } finally {
      vi.useRealTimers();
    }
  });
});
