import { expect, type Locator, type TestInfo } from '@playwright/test';

/**
 * A person's actions, counted (the measure of a journey's cost): a click, a fill, an option chosen,
 * a key press, a check each count one. Waiting and looking (the journey's expectations) cost nothing, nor
 * does a value the app prefilled.
 */
export class Actions {
  readonly done: string[] = [];

  private async act(what: string, action: () => Promise<void>): Promise<void> {
    this.done.push(what);
    await action();
  }
  click(target: Locator, what: string) {
    return this.act(`click ${what}`, () => target.click());
  }
  fill(target: Locator, value: string, what: string) {
    return this.act(`fill ${what}: "${value}"`, () => target.fill(value));
  }
  select(target: Locator, option: string, what: string) {
    return this.act(`choose ${what}: ${option}`, async () => {
      await expect(target).toBeEnabled();
      await target.selectOption({ label: option });
    });
  }
  press(target: Locator, key: string, what: string) {
    return this.act(`press ${key} in ${what}`, () => target.press(key));
  }
  check(target: Locator, what: string) {
    return this.act(`check ${what}`, () => target.check());
  }

  /** Prints the count and the list, and attaches them to the report. */
  async report(testInfo: TestInfo, title: string, most: number): Promise<number> {
    const lines = this.done.map((action, i) => `${String(i + 1).padStart(2)}. ${action}`);
    const text = `${title}: ${this.done.length} user actions (at most ${most})\n${lines.join('\n')}`;
    console.log(text);
    await testInfo.attach(title, { body: text, contentType: 'text/plain' });
    testInfo.annotations.push({ type: 'user actions', description: `${title}: ${this.done.length}` });
    return this.done.length;
  }
}
