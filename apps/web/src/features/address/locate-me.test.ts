import { describe, expect, it } from 'vitest';
import { locateMe } from './locate-me.ts';

/** A browser's geolocation that answers once, the way the platform calls back. */
function geolocationAnswering(answer: { position: { lat: number; lon: number } } | { errorCode: number }) {
  const requests: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition(
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) {
      requests.push(options ?? {});
      if ('position' in answer) {
        success({
          coords: { latitude: answer.position.lat, longitude: answer.position.lon, accuracy: 8 },
          timestamp: Date.now(),
        } as GeolocationPosition);
      } else {
        failure?.({ code: answer.errorCode, message: 'no' } as GeolocationPositionError);
      }
    },
  } as unknown as Geolocation;
  return { geolocation, requests };
}

describe('locateMe', () => {
  it('gives the browser position, asking for a precise fix', async () => {
    const { geolocation, requests } = geolocationAnswering({ position: { lat: 45.7578, lon: 4.832 } });
    await expect(locateMe(geolocation)).resolves.toEqual({ lat: 45.7578, lon: 4.832 });
    expect(requests[0]?.enableHighAccuracy).toBe(true);
  });

  it('tells a refusal (PERMISSION_DENIED) from every other failure', async () => {
    await expect(locateMe(geolocationAnswering({ errorCode: 1 }).geolocation)).rejects.toBe('denied');
    await expect(locateMe(geolocationAnswering({ errorCode: 2 }).geolocation)).rejects.toBe('unavailable');
    await expect(locateMe(geolocationAnswering({ errorCode: 3 }).geolocation)).rejects.toBe('unavailable');
  });

  it('fails as unavailable in a browser without geolocation', async () => {
    await expect(locateMe(undefined)).rejects.toBe('unavailable');
  });
});
