import { api } from '@installer/contracts';
import { act, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppConfigContext, createAppConfigLoader } from '../../lib/app-config.ts';
import { apiUrl } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { ReportMap } from './report-map.tsx';

/**
 * The browser's IntersectionObserver, which jsdom lacks: the test says when the observed box comes into
 * view, as scrolling would.
 */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed box scrolls `into` (or out of) view. */
  scroll(into: boolean) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: into }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const live = () => FakeIntersectionObserver.all.filter((observer) => !observer.disconnected);

/** Counts GET /app_config, asked only for the map's tiles on this page. */
function countConfigCalls() {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl(api.getAppConfig), () => {
      calls.count += 1;
      return HttpResponse.json({
        data: { beehive_hosts: [], tile_url: 'http://tiles.test/{z}/{x}/{y}.png', tile_attribution: '' },
      });
    }),
  );
  return calls;
}

function renderMap() {
  return render(
    <AppConfigContext.Provider value={createAppConfigLoader()}>
      <ReportMap position={{ lat: 46.2, lon: 5.22 }} />
    </AppConfigContext.Provider>,
  );
}

const mapRegion = () => screen.queryByRole('region', { name: 'Map of the installation address' });

describe("the report's map loads when it comes into view", () => {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks nothing and shows a placeholder until the reader scrolls near it, then shows the map', async () => {
    const calls = countConfigCalls();
    renderMap();
    // The coordinates are there at once; Leaflet, the tile server's address and the tiles are not.
    expect(screen.getByText('Position: 46.20000, 5.22000')).toBeVisible();
    const [observer] = live();
    expect(observer?.observed).toEqual([screen.getByTestId('report-map')]);
    // A little before it is on screen, so that it is drawn by the time the reader gets there.
    expect(observer?.options.rootMargin).toBe('200px');
    observer?.scroll(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mapRegion()).toBeNull();
    expect(calls.count).toBe(0);

    act(() => observer?.scroll(true));
    const map = await screen.findByRole('region', { name: 'Map of the installation address' });
    expect(map).toBeInTheDocument();
    expect(calls.count).toBe(1);
    // Seen once is enough: the observer is let go.
    expect(observer?.disconnected).toBe(true);
  });

  it('loads the map when the page is printed, wherever the reader is', async () => {
    const calls = countConfigCalls();
    renderMap();
    expect(live()).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(
      await screen.findByRole('region', { name: 'Map of the installation address' }),
    ).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('shows the map at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderMap();
    expect(
      await screen.findByRole('region', { name: 'Map of the installation address' }),
    ).toBeInTheDocument();
  });
});
