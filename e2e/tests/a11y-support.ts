import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Issue 7: no serious or critical accessibility violation on any screen or dialog. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (or on one dialog: `include`), every rule axe has, and fails with a
 * readable list of the serious and critical violations: rule, impact, and the elements concerned.
 */
export async function expectAccessible(page: Page, screen: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  );
  expect(report, `${screen}: serious or critical accessibility violations`).toEqual([]);
}
