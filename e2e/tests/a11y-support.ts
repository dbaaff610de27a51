import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** docs/RELIABILITY.md, Accessibility: no serious or critical violation on any screen or dialog. */
const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations axe finds on the page as it is now (or in `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // A message may also appear while axe reads the page (a poll answering on a loaded machine): with reduced
  // motion the app shows it at once in its final colours (snackbar-view.css), which is what the user reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Colours mid-transition (a snackbar fading in) are not what the user reads: let finite animations end,
  // including one that starts a frame or two after the check (a message shown as an answer arrives).
  await page.evaluate(async () => {
    // Settled means two looks in a row, two frames apart, with nothing finite running.
    let quiet = 0;
    for (let round = 0; round < 20 && quiet < 2; round++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      quiet = running.length === 0 ? quiet + 1 : 0;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
          .join('\n')}`,
    );
}

/**
 * Runs axe (every rule it has) and fails with a readable list of the serious and critical violations: rule,
 * impact, and the elements concerned.
 */
export async function expectAccessible(page: Page, screen: string, include?: string): Promise<void> {
  expect(
    await seriousViolations(page, include),
    `${screen}: serious or critical accessibility violations`,
  ).toEqual([]);
}
