import { API_PREFIX, api, type EndpointDef, fillPath } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../lib/api/api-routes.ts';
import {
  cacheableOnFirstVisit,
  imagesOfAnswer,
  isMapTile,
  isOfflineReference,
  isTunnelImage,
} from './offline-routes.ts';

const endpoints = Object.entries(api as Record<string, EndpointDef>);

/** A real request path of the endpoint: each `:param` filled with a value of the shape the app sends. */
function samplePath(def: EndpointDef): string {
  const names = [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
  return API_PREFIX + fillPath(def.path, Object.fromEntries(names.map((name) => [name, '10000001'])));
}

describe('the calls the service worker answers from its cache (contracts `offline`)', () => {
  it('matches every endpoint marked offline, and no other, whatever its parameters', () => {
    expect(endpoints.filter(([, def]) => def.offline === 'reference').length).toBeGreaterThan(10);
    for (const [name, def] of endpoints) {
      expect({ name, matched: isOfflineReference(def.method, samplePath(def)) }).toEqual({
        name,
        matched: def.offline === 'reference',
      });
    }
  });

  it('holds each marked path as a whole: not with another method, nor with more segments', () => {
    for (const [name, def] of endpoints.filter(([, each]) => each.offline === 'reference')) {
      const path = samplePath(def);
      expect({ name, post: isOfflineReference('POST', path) }).toEqual({ name, post: false });
      expect({ name, longer: isOfflineReference('GET', `${path}/more`) }).toEqual({ name, longer: false });
      expect({ name, prefix: isOfflineReference('GET', `/x${path}`) }).toEqual({ name, prefix: false });
    }
  });

  it('is the table the worker is built with: every endpoint, its method, path and mark', () => {
    expect(Object.keys(apiRoutes).sort()).toEqual(Object.keys(api).sort());
    for (const [name, def] of endpoints) {
      expect(apiRoutes[name as keyof typeof apiRoutes]).toEqual({
        method: def.method,
        path: def.path,
        auth: def.auth,
        ...(def.offline ? { offline: def.offline } : {}),
      });
    }
  });
});

describe('the tunnel’s images (spec §2 logo and favicon)', () => {
  const origin = 'https://installer.example';

  it('are the same-origin pictures under /media and /beehive, not the notice videos', () => {
    for (const path of ['/media/logo-demo.svg', '/media/favicon-bee.png', '/beehive/sensor-box.svg'])
      expect(isTunnelImage(path)).toBe(true);
    for (const path of ['/media/notice-tank-v2.mp4', '/media/sub/logo.svg', '/api/v1/media/logo.svg'])
      expect(isTunnelImage(path)).toBe(false);
  });

  it('are cached with the display options that point to them', () => {
    const answer = {
      data: {
        src_logo: '/media/logo-demo.svg',
        src_favicon: `${origin}/media/favicon-demo.png`,
        primary: '#1565c0',
        url_platform: 'https://platform.example',
      },
    };
    expect(imagesOfAnswer(answer, origin)).toEqual([
      `${origin}/media/logo-demo.svg`,
      `${origin}/media/favicon-demo.png`,
    ]);
    // Another host's image is not ours to keep (our CSP would not show it either); nor is a bare answer.
    const foreign = { data: { src_logo: 'https://cdn.example/logo.svg', src_favicon: null } };
    expect(imagesOfAnswer(foreign, origin)).toEqual([]);
    expect(imagesOfAnswer({ data: ['a'] }, origin)).toEqual([]);
    // The device check's notice image, shown on the result screen; a video notice stays on the network.
    const check = (notice: string | null) => ({ data: { is_installable: true, installation: { notice } } });
    expect(imagesOfAnswer(check('/media/notice-tank.png'), origin)).toEqual([
      `${origin}/media/notice-tank.png`,
    ]);
    expect(imagesOfAnswer(check('/media/notice-tank-v2.mp4'), origin)).toEqual([]);
    expect(imagesOfAnswer(check(null), origin)).toEqual([]);
    expect(imagesOfAnswer(null, origin)).toEqual([]);
  });

  it('are among what the first visit asks the worker to cache, with the chunks and public answers', () => {
    const cacheable = (path: string) => cacheableOnFirstVisit(new URL(path, origin), origin);
    expect(cacheable('/media/logo-demo.svg')).toBe(true);
    expect(cacheable('/assets/index-abc.js')).toBe(true);
    expect(cacheable(samplePath(api.displayOptionByParam))).toBe(true);
    expect(cacheable(samplePath(api.getAppConfig))).toBe(true);
    // Marked offline but sent with the installer's token: the worker could only fetch it without.
    expect(cacheable(samplePath(api.assetTypes))).toBe(false);
    expect(cacheable(samplePath(api.isInstallable))).toBe(false);
    expect(cacheableOnFirstVisit(new URL('https://cdn.example/media/logo.svg'), origin)).toBe(false);
  });
});

describe('map tiles', () => {
  it('are images named {z}/{x}/{y}, from any host', () => {
    expect(isMapTile('image', '/tiles/12/2075/1409.png')).toBe(true);
    expect(isMapTile('image', '/12/2075/1409@2x.webp')).toBe(true);
    expect(isMapTile('', '/12/2075/1409.png')).toBe(false);
    expect(isMapTile('image', '/media/logo-demo.svg')).toBe(false);
  });
});
