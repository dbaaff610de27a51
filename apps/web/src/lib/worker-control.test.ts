import { describe, expect, it, vi } from 'vitest';
import { whenWorkerControls } from './worker-control.ts';

/** A service worker container whose controller the test sets, as a first visit's worker claiming the page. */
function fakeContainer(controlled: boolean) {
  const container = new EventTarget() as EventTarget & { controller: ServiceWorker | null };
  container.controller = controlled ? ({} as ServiceWorker) : null;
  return container;
}

describe('waiting for the service worker to control the page', () => {
  it('runs at once when it controls the page already (a return visit)', () => {
    const run = vi.fn();
    whenWorkerControls(run, fakeContainer(true));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once, when the worker takes control (a first visit)', () => {
    const container = fakeContainer(false);
    const run = vi.fn();
    whenWorkerControls(run, container);
    expect(run).not.toHaveBeenCalled();
    container.controller = {} as ServiceWorker;
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once stopped, nor without a worker', () => {
    const container = fakeContainer(false);
    const run = vi.fn();
    whenWorkerControls(run, container)();
    container.controller = {} as ServiceWorker;
    container.dispatchEvent(new Event('controllerchange'));
    // jsdom, like a browser without service workers, has no container at all.
    whenWorkerControls(run, undefined);
    expect(run).not.toHaveBeenCalled();
  });
});
