import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { languageName, t } from '../support/texts.ts';
import { goToDeviceStep, openWizard, stepHeading } from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';

/**
 * lib/ui's menu and dialog in a real browser (docs/decisions/0013-one-component-vocabulary.md): what jsdom
 * cannot show, the keys as Chromium delivers them, and the rest of the page made inert by a modal <dialog>.
 */

/** The accessible name of what has focus, or the tag of the element outside any dialog that has it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const where = active.closest('dialog') ? 'dialog' : 'page';
    return `${where}: ${active.getAttribute('aria-label') ?? active.textContent?.trim()}`;
  });
}

test('the app bar menu follows the menu button pattern with the keyboard', async ({ page }) => {
  await openWizard(page);
  const button = page.getByRole('button', { name: t('app.menu') });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: t('app.menu') });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // An installer's menu: My jobs first (docs/decisions/0022-office-jobs.md), My installations, the priming.
  const jobs = page.getByRole('menuitem', { name: t('jobs.title') });
  const installations = page.getByRole('menuitem', { name: t('app.my_installations') });
  const priming = page.getByRole('menuitem', { name: new RegExp(t('priming.prepare')) });
  await expect(jobs).toBeFocused();
  await expectAccessible(page, 'the app bar menu, open');
  await page.keyboard.press('ArrowDown');
  await expect(installations).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(priming).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(jobs).toBeFocused();
  await page.keyboard.press('End');
  await expect(priming).toBeFocused();
  await page.keyboard.press('Home');
  await expect(jobs).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // ArrowUp opens it on its last item; Enter on an item does it and gives focus back.
  await page.keyboard.press('ArrowUp');
  await expect(priming).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(installations).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/installations$/);
  await expect(menu).toBeHidden();
});

test('the language menu checks the current language and closes on a tap elsewhere', async ({ page }) => {
  await openWizard(page);
  await page.getByRole('button', { name: t('app.choose_language') }).click();
  await expect(page.getByRole('menuitemradio', { name: languageName('gb'), exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('menuitemradio', { name: languageName('fr'), exact: true })).toBeFocused();
  await page.mouse.click(180, 600);
  await expect(page.getByRole('menu')).toBeHidden();
});

test('a modal dialog keeps focus inside, the page under it inert, and closes on Escape', async ({
  page,
  context,
}) => {
  await openWizard(page);
  await goToDeviceStep(page);
  // The app opened again in a new tab: the interrupted installation is offered for resumption.
  const again = await context.newPage();
  await again.goto('/installation');
  const dialog = again.getByRole('dialog', { name: t('wizard.resume_title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveJSProperty('open', true);
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expect(again.getByRole('button', { name: t('wizard.resume') })).toBeFocused();
  await expectAccessible(again, 'the resume dialog');

  // Tab goes round the dialog's two buttons (and the browser's own controls): never to the page under it.
  const seen = new Set<string>();
  for (let press = 0; press < 6; press++) {
    await again.keyboard.press('Tab');
    seen.add(await focused(again));
  }
  expect([...seen].filter((where) => where.startsWith('page'))).toEqual([]);
  expect(seen).toContain(`dialog: ${t('wizard.resume_discard')}`);

  // The page under it takes no focus, even from a script: it is inert.
  const underneath = await again.evaluate(() => {
    const button = document.querySelector<HTMLElement>('header button');
    button?.focus();
    return Boolean(button) && document.activeElement === button;
  });
  expect(underneath).toBe(false);

  await again.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(stepHeading(again, 'device')).toBeVisible();
  await again.close();
});
