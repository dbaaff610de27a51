/**
 * jsdom has no Web Locks API. This is the part of it the app uses (outbox-lock.ts), with the browser's
 * semantics: `request(name, callback)` grants exclusive locks of one name in the order they were asked for,
 * holds each until its callback's promise settles, and answers that promise's result.
 */
class ExclusiveLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const granted = previous.then(
      () => callback(),
      () => callback(),
    );
    const released = granted.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(name, released);
    void released.then(() => {
      if (this.tails.get(name) === released) this.tails.delete(name);
    });
    return granted;
  }
}

export function installWebLocks(): void {
  if ('locks' in navigator) return;
  Object.defineProperty(navigator, 'locks', { value: new ExclusiveLocks(), configurable: true });
}
