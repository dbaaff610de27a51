import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { type Locale, languageName, t } from '../support/texts.ts';
import { openWizard, stepHeading } from '../support/wizard.ts';

/**
 * The words of the stepper's titles that the page shows on more than one line (a word cut inside), and whether
 * the stepper is wider than its place. A title read only by screen readers (1 px) shows no word.
 */
function cutWords(stepper: Locator) {
  return stepper.evaluate((list) => {
    const cut: string[] = [];
    for (const item of list.querySelectorAll('li')) {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
          if (lines.length > 1) cut.push(word[0]);
        }
      }
    }
    return { cut, overflows: list.scrollWidth > list.clientWidth };
  });
}

async function openIn(page: Parameters<typeof openWizard>[0], locale: Locale) {
  await openWizard(page);
  await page.getByRole('button', { name: t('app.choose_language') }).click();
  await page.getByRole('menuitemradio', { name: languageName(locale), exact: true }).click();
  await expect(stepHeading(page, 'target', locale)).toBeVisible();
}

for (const locale of ['de', 'gb'] as const) {
  test(`the stepper cuts no word in ${locale} on a 360 px phone, and keeps every title for screen readers`, async ({
    page,
  }) => {
    await openIn(page, locale);
    const stepper = page.getByRole('list', { name: t('wizard.steps_label', {}, locale) });
    await expect(stepper.getByRole('listitem')).toHaveCount(4);
    expect(await cutWords(stepper)).toEqual({ cut: [], overflows: false });
    await expect(stepper.getByRole('listitem').nth(1)).toContainText(t('wizard.titles.device', {}, locale));
  });

  test(`the stepper shows its titles whole in ${locale} on a desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openIn(page, locale);
    const stepper = page.getByRole('list', { name: t('wizard.steps_label', {}, locale) });
    await expect(stepper.getByText(t('wizard.titles.device', {}, locale), { exact: true })).toBeVisible();
    expect(await cutWords(stepper)).toEqual({ cut: [], overflows: false });
  });
}
