import type { Page } from '@playwright/test';
import { query } from '../support/db.ts';
import { FAKE_PLACES } from '../support/fake-photon.ts';
import { escapeRegExp, expect, named, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  goToDeviceStep,
  nextButton,
  openWizard,
  snackbar,
  stepHeading,
  submitDeviceNumber,
} from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';
import { copyOfDevice } from './step-4-support.ts';

/**
 * spec §2 Address block journeys: a new address from the place search (without user, a V2 desk like 10000002)
 * and "locate me" with a granted geolocation, each to /result with the installation and its domicile stored.
 * The geo calls go through the real server to the fake Photon upstream (e2e/support/fake-photon.ts), which
 * the harness starts before the server (playwright.config.ts globalSetup): GEOCODER_URL points at 127.0.0.1.
 */
test.beforeAll(() => {
  // Against any other geocoder these journeys would test nothing of ours (or fail offline): say so plainly.
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(process.env.GEOCODER_URL ?? '')) {
    throw new Error(
      'GEOCODER_URL must point at the fake Photon: list e2e/support/fake-photon.ts first in globalSetup',
    );
  }
});

const PROFESSIONAL = 'Demo Installations';
/** axe looks at the address block only: the rest of step 4 is another journey's. */
const ADDRESS_BLOCK = '[data-testid="address-block"]';

interface StoredDomicile {
  asset_name: string;
  address_name: string;
  address: string;
  route: string | null;
  street_number: string | null;
  city: string | null;
  postal_code: string | null;
  country_code: string | null;
  latitude: number;
  longitude: number;
  id_user: number | null;
}

function installedDomicile(deviceNumber: string): StoredDomicile[] {
  return query<StoredDomicile>(
    `select a.name as asset_name, m.address_name, m.address, m.route, m.street_number, m.city, m.postal_code,
            m.country_code, m.latitude, m.longitude, m.id_user
       from installations i
       join devices d on d.id_device = i.id_device
       join assets a on a.id_asset = i.id_asset
       join domiciles m on m.id_domicile = i.id_domicile
      where d.device_number = ?`,
    deviceNumber,
  );
}

/** Steps 1 to 3 without user (the professional account), then the silo type: step 4 shows its form. */
async function openSiloForm(page: Page, deviceNumber: string): Promise<void> {
  const silo = query<{ value: string }>(
    `select x.value from asset_types t join asset_type_texts x on x.id_referential = t.id_referential
      where t.key = 'silo' and x.language = 'en'`,
  )[0];
  if (!silo) throw new Error('the demo data has no silo type');
  await openWizard(page);
  await goToDeviceStep(page);
  await submitDeviceNumber(page, deviceNumber);
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await expect(page.getByText(t('step_3.professional_name', { name: PROFESSIONAL }))).toBeVisible();
  // The type's name then its description ("Silos", a module type, must not match).
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(silo.value)}\\s`) }).check();
  await nextButton(page).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();
}

/** A select of step 4 (native, as on a phone): by its label, the option by label or position once loaded. */
async function choose(
  page: Page,
  label: string,
  option: { label: string } | { index: number },
): Promise<void> {
  const select = page.getByRole('combobox', { name: named(label) });
  await expect(select).toBeEnabled();
  await select.selectOption(option);
}

/** Everything of step 4 but the address: a cylindrical silo (spec §5: volume, height, diameter). */
async function fillSilo(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: named(t('step_4.name')) }).fill(name);
  await choose(page, t('step_4.silo_type'), { label: t('step_4.silo_type_8') });
  await page.getByRole('textbox', { name: named(t('step_4.volume')) }).fill('12000');
  await page.getByRole('textbox', { name: named(t('step_4.total_height')) }).fill('800');
  await page.getByRole('textbox', { name: named(t('step_4.diameter_right_side')) }).fill('300');
  await choose(page, t('step_4.liquid_type'), { index: 1 });
  await choose(page, t('step_4.localisation_type'), { index: 1 });
  await choose(page, t('step_4.monitoring_type'), { label: t('step_4.monitoring_consumption') });
}

test('without user, a new address from the place search, to /result with the domicile stored', async ({
  page,
}) => {
  const deviceNumber = copyOfDevice('10000002');
  const rivoli = FAKE_PLACES.rivoli;
  // Leaflet is the map's own chunk: nothing of it may load before the map is opened.
  const leafletRequests: string[] = [];
  page.on('request', (request) => {
    if (/address-map.*\.js$/.test(request.url())) leafletRequests.push(request.url());
  });

  await openSiloForm(page, deviceNumber);
  await page.getByRole('radio', { name: t('step_4.address_new') }).check();
  const search = page.getByRole('combobox', { name: named(t('step_4.search_address')) });
  await search.pressSequentially('rue de rivoli', { delay: 30 });
  const option = page.getByRole('option', { name: '10 Rue de Rivoli, 75001 Paris, France' });
  await expect(option).toBeVisible();
  await expectAccessible(page, 'address block: suggestions open', ADDRESS_BLOCK);
  // The keyboard path of the combobox: the place search must work without a pointer.
  await search.press('ArrowDown');
  await search.press('Enter');
  const chosen = page.getByTestId('chosen-place');
  await expect(chosen).toContainText('10 Rue de Rivoli, 75001 Paris, France');
  await page.getByRole('textbox', { name: named(t('step_4.domicile_name')) }).fill('Rivoli shop');
  await expectAccessible(page, 'address block: place chosen', ADDRESS_BLOCK);
  expect(leafletRequests).toEqual([]);

  await fillSilo(page, 'Silo Rivoli');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/result/);

  expect(installedDomicile(deviceNumber)).toEqual([
    {
      asset_name: 'Silo Rivoli',
      address_name: 'Rivoli shop',
      address: '10 Rue de Rivoli, 75001 Paris, France',
      route: 'Rue de Rivoli',
      street_number: '10',
      city: 'Paris',
      postal_code: '75001',
      country_code: 'FR',
      latitude: rivoli.lat,
      longitude: rivoli.lon,
      id_user: null,
    },
  ]);
});

test('locate me with a granted geolocation, to /result with the located domicile stored', async ({
  page,
  context,
}) => {
  const deviceNumber = copyOfDevice('10000002');
  const standing = { latitude: 45.7579, longitude: 4.8321 };
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(standing);

  await openSiloForm(page, deviceNumber);
  await page.getByRole('radio', { name: t('step_4.address_locate_me') }).check();
  // The nearest address the geocoder knows, at the position where the installer stands.
  await expect(page.getByTestId('chosen-place')).toContainText('2 Place Bellecour, 69002 Lyon, France');
  await page.getByRole('textbox', { name: named(t('step_4.domicile_name')) }).fill('Bellecour depot');

  await fillSilo(page, 'Silo Bellecour');
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/result/);

  expect(installedDomicile(deviceNumber)).toEqual([
    expect.objectContaining({
      asset_name: 'Silo Bellecour',
      address_name: 'Bellecour depot',
      address: '2 Place Bellecour, 69002 Lyon, France',
      route: 'Place Bellecour',
      city: 'Lyon',
      postal_code: '69002',
      // Where the installer stood, not where the geocoder puts the address.
      latitude: standing.latitude,
      longitude: standing.longitude,
    }),
  ]);
});

test('locate me refused: the refuse_localisation alert, and no address', async ({ page, context }) => {
  await context.clearPermissions();
  const deviceNumber = copyOfDevice('10000002');
  await openSiloForm(page, deviceNumber);
  // A browser that is not allowed to tell its position answers PERMISSION_DENIED at once.
  await page.getByRole('radio', { name: t('step_4.address_locate_me') }).check();
  await expect(page.getByRole('alert').filter({ hasText: t('refuse_localisation') })).toBeVisible();
  await expect(page.getByTestId('chosen-place')).toHaveCount(0);
  await expectAccessible(page, 'address block: location refused', ADDRESS_BLOCK);
});

test('the map: loaded on demand, local tiles with attribution, a dropped marker reverse-geocoded', async ({
  page,
}) => {
  const deviceNumber = copyOfDevice('10000002');
  const tiles: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/tiles/')) tiles.push(request.url());
  });
  await openSiloForm(page, deviceNumber);
  await page.getByRole('radio', { name: t('step_4.address_new') }).check();
  await page.getByRole('button', { name: t('step_4.show_map') }).click();
  const map = page.getByRole('application', { name: t('address.map_label') });
  await expect(map).toBeVisible();
  await expect(map.getByText('OpenStreetMap', { exact: false })).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  // spec §9: the default centre near Paris at zoom 5.
  expect(tiles.every((url) => /\/tiles\/5\//.test(url))).toBe(true);
  await expectAccessible(page, 'address block: the map', ADDRESS_BLOCK);

  // Drop the marker a little south-east of Paris: the nearest known address answers.
  const marker = map.getByRole('button', { name: t('address.marker_label') });
  await map.scrollIntoViewIfNeeded();
  const box = await marker.boundingBox();
  if (!box) throw new Error('the marker has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height + 10, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('chosen-place')).toContainText('10 Rue de Rivoli, 75001 Paris, France');
  await expect(snackbar(page, t('bad_marker'))).toHaveCount(0);
});
