import type { Browser, Page } from '@playwright/test';
import { expect, signIn } from '../support/fixtures.ts';

/**
 * The office journeys' shared parts (decision 0022, docs/decisions/0022-office-jobs.md): the demo office
 * account at its desk, the import template's columns, the day as the app and the board read it, and the
 * CSV the office gets back.
 */

/** The demo office account (decision 0022 Roles). */
export const OFFICE = { email: 'office@demo.test', password: 'demo-office' } as const;

/** The demo professional's second installer (decision 0022 demo data). */
export const SECOND_INSTALLER = { email: 'installer2@demo.test', password: 'demo-installer' } as const;

/**
 * The first template's header: the journeys' files keep to it, so they check that a file without the
 * equipment columns appended later still imports (docs/decisions/0022-office-jobs.md).
 */
export const COLUMNS =
  'job_ref,scheduled_date,window_start,window_end,installer_email,customer_email,customer_first_name,' +
  'customer_last_name,address_name,address,postal_code,city,country_code,latitude,longitude,equipment_type,' +
  'device_number,device_count,notes';

/** The import template's header (GET /office/jobs/template.csv): the first one and the equipment's columns. */
export const TEMPLATE_COLUMNS = `${COLUMNS},brand,model,dimensions,equipment_name,liquid,localisation,monitoring_type`;

const pad = (n: number) => String(n).padStart(2, '0');

/** The phone's calendar day, as the app and the board read it. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first and last day of this month: the period an office exports for its billing. */
export function thisMonth(): { from: string; to: string } {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** The office on a desk: its own browser context, a wide screen, signed in as office@demo.test. */
export async function officeDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    locale: 'en-GB',
    serviceWorkers: 'block',
  });
  const desk = await context.newPage();
  await signIn(desk, { email: OFFICE.email, password: OFFICE.password });
  return desk;
}

/** A second phone, signed in as `account` (the demo installer's saved state is the first phone's). */
export async function secondPhone(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers: 'block',
  });
  const phone = await context.newPage();
  await signIn(phone, account);
  return phone;
}

/** The bearer token the app keeps for the signed-in account (a journey's set-up calls the API with it). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('installer.session') ?? '{}') as { token?: string }).token,
  );
  expect(token, 'the page is signed in').toBeTruthy();
  return token as string;
}

/** RFC 4180 rows of `text` (quoted cells, doubled quotes, CRLF or LF), each row a record by the header. */
export function csvRecords(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}
