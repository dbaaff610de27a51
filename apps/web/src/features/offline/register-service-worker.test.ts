import { describe, expect, it, vi } from 'vitest';
import { FIRST_VISIT_FILES } from './first-visit-files.ts';
import { cacheLoadedResources, reloadOnNewController } from './register-service-worker.ts';

/** A ServiceWorkerContainer reduced to what the reload rule reads: its controller and its events. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  return Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
  }) as unknown as ServiceWorkerContainer;
}

describe('spec §1: reload when a new service worker takes control', () => {
  it('does not reload when the first worker claims a page that had none', () => {
    const container = fakeContainer(false);
    const reload = vi.fn();
    reloadOnNewController(container, reload);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a new version replaces the worker in control', () => {
    const container = fakeContainer(true);
    const reload = vi.fn();
    reloadOnNewController(container, reload);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on a later update of a page the first worker claimed', () => {
    const container = fakeContainer(false);
    const reload = vi.fn();
    reloadOnNewController(container, reload);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the first visit’s files, fetched before the worker existed', () => {
  it('sends the worker each same-origin file once; the worker chooses (offline-routes cacheableOnFirstVisit)', async () => {
    const origin = window.location.origin;
    const entries = [
      `${origin}/assets/fr-abc.js`,
      `${origin}/assets/index-def.js`,
      `${origin}/assets/index-def.js`,
      `${origin}/api/v1/display_option/tunnel_installation`,
      `${origin}/api/v1/professional/1/asset_types`,
      `${origin}/media/logo-demo.svg`,
      'https://tiles.example/1/2/3.png',
    ].map((name) => ({ name }) as PerformanceEntry);
    const postMessage = vi.fn((message: unknown, transfer: MessagePort[]) => {
      transfer[0]?.postMessage(true);
      return message;
    });
    await cacheLoadedResources({ postMessage } as unknown as ServiceWorker, entries);
    expect(postMessage.mock.calls[0]?.[0]).toEqual({
      type: FIRST_VISIT_FILES,
      urls: [
        `${origin}/assets/fr-abc.js`,
        `${origin}/assets/index-def.js`,
        `${origin}/api/v1/display_option/tunnel_installation`,
        `${origin}/api/v1/professional/1/asset_types`,
        `${origin}/media/logo-demo.svg`,
      ],
    });
  });
});
