import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import type { Journey } from './browser.ts';
import { withDatabase } from './database.ts';
import { REPO_ROOT } from './processes.ts';

/**
 * The later screens of the wizard as an installer reaches them (spec §2): signed in, the customer found by
 * e-mail, a demo tank sensor typed, the tank type, then step 4's tank form, and for the result screen the
 * form filled from the catalogue and sent. Written against texts and roles only (the e2e journeys'
 * e2e/tests/taps.spec.ts), so the same journey drives the build from before the UI kit left (533c577) and
 * today's: the "today minus the kit" budget compares the two.
 */

/** DESIGN §4: the demo customer with saved addresses, and the demo tank sensor each run copies. */
const DEMO_CLIENT = 'client@demo.test';
const DEMO_TANK_SENSOR = '10000001';
/** The tank asset type (spec §3, the demo referential `cuve`). */
const TANK_TYPE = 1;
/** A robot on a loaded two-core machine: each step may wait long for its lists. */
const STEP_TIMEOUT_MS = 60_000;

type Messages = { [key: string]: string | Messages };

function merge(into: Messages, from: Messages): Messages {
  for (const [key, value] of Object.entries(from)) {
    const mine = into[key];
    into[key] = typeof mine === 'object' && typeof value === 'object' ? merge(mine, value) : value;
  }
  return into;
}

/** Every gb.json under the app's locales, merged: one file before decision 0023, two parts since. */
function englishTexts(): Messages {
  const root = path.join(REPO_ROOT, 'apps/web/src/i18n/locales');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'gb.json',
  );
  if (files.length === 0) throw new Error(`no gb.json under ${root}`);
  return files.reduce(
    (all, file) => merge(all, JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Messages),
    {},
  );
}

const texts = englishTexts();

/** The English text of an i18n key, as the screen shows it. */
function t(key: string): string {
  const found = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      texts,
    );
  if (typeof found !== 'string') throw new Error(`no English text for ${key}`);
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label equal to `text`, allowing the ` *` a required field may append. */
const named = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}[\\s*\\u2009]*$`);

/**
 * `count` installable copies of the demo tank sensor, made in the server's database: a device installs once,
 * so each run sends its own (same referential, professional and desk version as the original, like the e2e
 * journeys' copyOfDevice).
 */
async function copiesOfTankSensor(databaseUrl: string, count: number): Promise<string[]> {
  const numbers = Array.from({ length: count }, () =>
    String(30_000_000 + Math.floor(Math.random() * 60_000_000)),
  );
  await withDatabase(databaseUrl, async (db) => {
    for (const number of numbers) {
      const copied = await sql`
        insert into devices (device_number, serial_number, id_device_referential, id_professional, desk_version,
                             is_installable, value_type_device, url_device_detail, installed_at, created_at)
        select ${number}, null, id_device_referential, id_professional, desk_version, is_installable,
               value_type_device, replace(url_device_detail, device_number, ${number}), null, created_at
          from devices where device_number = ${DEMO_TANK_SENSOR}`.execute(db);
      if (Number(copied.numAffectedRows) !== 1) throw new Error(`no demo device ${DEMO_TANK_SENSOR}`);
    }
  });
  return numbers;
}

/** Step 3's tank radio: its English name then its description ("Tank (module)" also starts with "Tank"). */
async function tankTypeLabel(databaseUrl: string): Promise<RegExp> {
  const rows = await withDatabase(
    databaseUrl,
    async (db) =>
      (
        await sql<{ value: string; description: string | null }>`
          select value, description from asset_type_texts
           where id_referential = ${TANK_TYPE} and language = 'en'`.execute(db)
      ).rows,
  );
  const row = rows[0];
  if (!row) throw new Error(`no asset type ${TANK_TYPE} in the demo data`);
  return new RegExp(`^${escapeRegExp(row.value)}\\s*${escapeRegExp(row.description ?? '')}$`);
}

const heading = (page: Page, step: string) =>
  page.getByRole('heading', { level: 1, name: t(`wizard.titles.${step}`) });
const next = (page: Page) => page.getByRole('button', { name: named(t('wizard.next')) });
const select = (page: Page, key: string) => page.getByRole('combobox', { name: named(t(key)) });
const textbox = (page: Page, key: string) => page.getByRole('textbox', { name: named(t(key)) });

/** Steps 1 to 3 the shortest way; ends when step 4's heading and its first field (the name) are shown. */
async function toTankForm(page: Page, deviceNumber: string, tankType: RegExp): Promise<void> {
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await heading(page, 'target').waitFor();
  await page.getByRole('radio', { name: t('step_1.option_client') }).check();
  await page.getByLabel(named(t('step_1.email_label'))).fill(DEMO_CLIENT);
  await page.getByText(t('step_1.status_found'), { exact: true }).waitFor();
  await next(page).click();
  await heading(page, 'device').waitFor();
  const number = page.getByLabel(named(t('step_2.number_label')));
  await number.fill(deviceNumber);
  await number.press('Enter');
  await heading(page, 'asset_type').waitFor();
  await page.getByRole('radio', { name: tankType }).check();
  await next(page).click();
  await heading(page, 'equipment').waitFor();
  await textbox(page, 'step_4.name').waitFor();
}

/** Waits until the locator's value is `value` (a field the catalogue fills once its model is chosen). */
async function untilValue(page: Page, key: string, value: string): Promise<void> {
  const started = Date.now();
  while ((await textbox(page, key).inputValue()) !== value) {
    if (Date.now() - started > STEP_TIMEOUT_MS) throw new Error(`${key} never showed ${value}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Step 4's tank filled as taps.spec.ts's standard installation does (the customer's saved address kept, a
 * known brand and model from the demo catalogue), then sent; ends when the result screen says the device is
 * installed and shows its first button.
 */
async function toResult(page: Page, deviceNumber: string, tankType: RegExp): Promise<void> {
  await toTankForm(page, deviceNumber, tankType);
  await textbox(page, 'step_4.name').fill('Fuel tank');
  await page.getByRole('switch', { name: t('step_4.know_model_brand') }).check();
  await select(page, 'step_4.brand').selectOption({ label: 'Roth' });
  await select(page, 'step_4.model').selectOption({ label: 'DWT plus 750 L' });
  await untilValue(page, 'step_4.volume', '750');
  await select(page, 'step_4.liquid_type').selectOption({ label: 'Heating Oil' });
  await select(page, 'step_4.localisation_type').selectOption({ label: 'Outdoor' });
  await select(page, 'step_4.monitoring_type').selectOption({ label: t('step_4.monitoring_consumption') });
  await next(page).click();
  await page.waitForURL(/\/result$/);
  await page.getByText(t('result.success')).waitFor();
  await page.getByRole('button', { name: t('result.activate_later') }).waitFor();
}

export type LaterScreen = 'step 4 tank form' | 'result screen';

/**
 * The journey to `screen`, one fresh copy of the demo tank sensor per run (made now, before any page opens),
 * on the server whose database is `databaseUrl`.
 */
export async function laterScreenJourney(
  screen: LaterScreen,
  databaseUrl: string,
  runs: number,
): Promise<Journey> {
  const devices = await copiesOfTankSensor(databaseUrl, runs);
  const tankType = await tankTypeLabel(databaseUrl);
  return async (page) => {
    const device = devices.shift();
    if (!device) throw new Error(`more runs of the ${screen} journey than the ${runs} devices made`);
    await (screen === 'result screen' ? toResult : toTankForm)(page, device, tankType);
  };
}
