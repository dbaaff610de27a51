import type { GeocodedPlace, PlaceSuggestion } from '@installer/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { LruCache } from './lru-cache.ts';
import { photonCollection, placeFromPhoton } from './photon.ts';
import { TokenBucket } from './token-bucket.ts';

export interface GeocoderOptions {
  /** A Photon-compatible server (`GEOCODER_URL`), without a trailing slash. */
  baseUrl: string;
  timeoutMs?: number;
  /** Upstream calls per second, shared by every caller, and how many may go at once. */
  requestsPerSecond?: number;
  burst?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
  userAgent?: string;
  /** Where upstream failures are told (the caller only learns that the service is unavailable). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface AutocompleteQuery {
  q: string;
  lang?: string | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
}

export interface ReverseQuery {
  lat: number;
  lon: number;
  lang?: string | undefined;
}

/** The languages Photon has names for; any other asks for the local names (Photon refuses unknown ones). */
const PHOTON_LANGUAGES = new Set(['en', 'de', 'fr', 'it']);
const SUGGESTIONS = 6;

function photonLanguage(lang: string | undefined): string | undefined {
  const lower = lang?.toLowerCase();
  const language = lower === 'gb' || lower === 'ie' ? 'en' : lower;
  return language && PHOTON_LANGUAGES.has(language) ? language : undefined;
}

/** Typing "Rue  de Rivoli" and "rue de rivoli " is one question. */
const normalise = (q: string): string => q.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The geocoding proxy of DESIGN §2: suggestions, places and reverse geocoding from a Photon-compatible
 * upstream, answered from a bounded cache when possible, the upstream kept under one shared rate limit.
 * Every suggested place is remembered so that choosing it (`place(id)`) costs no upstream call.
 */
export class Geocoder {
  private readonly bucket: TokenBucket;
  private readonly suggestions: LruCache<PlaceSuggestion[]>;
  private readonly places: LruCache<GeocodedPlace>;
  private readonly reverses: LruCache<GeocodedPlace | null>;
  /** Identical questions asked at the same moment share one upstream call. */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly timeoutMs: number;
  private readonly userAgent: string;

  constructor(private readonly options: GeocoderOptions) {
    const entries = options.cacheEntries ?? 2000;
    const ttl = options.cacheTtlMs ?? 6 * 3_600_000;
    this.bucket = new TokenBucket(options.burst ?? 10, options.requestsPerSecond ?? 5);
    this.suggestions = new LruCache(entries, ttl);
    this.places = new LruCache(entries * SUGGESTIONS, ttl);
    this.reverses = new LruCache(entries, ttl);
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.userAgent = options.userAgent ?? 'sensor-installer/0.1.26';
  }

  async autocomplete(query: AutocompleteQuery): Promise<PlaceSuggestion[]> {
    const lang = photonLanguage(query.lang);
    // A bias point rounded to about a kilometre: nearby installers share answers, and it is what we send.
    const lat = query.lat === undefined ? undefined : query.lat.toFixed(2);
    const lon = query.lon === undefined ? undefined : query.lon.toFixed(2);
    const q = normalise(query.q);
    const key = [q, lang ?? '', lat ?? '', lon ?? ''].join('|');
    const cached = this.suggestions.get(key);
    if (cached) return cached;
    return this.once(key, async () => {
      const params = new URLSearchParams({ q, limit: String(SUGGESTIONS) });
      if (lang) params.set('lang', lang);
      if (lat !== undefined && lon !== undefined) {
        params.set('lat', lat);
        params.set('lon', lon);
      }
      const places = await this.fetchPlaces(`/api?${params}`);
      for (const place of places) this.places.set(place.id, place);
      const result = places.map((place) => ({ id: place.id, label: place.formatted_address }));
      this.suggestions.set(key, result);
      return result;
    });
  }

  /** A place suggested earlier (or found by reverse geocoding); undefined once forgotten or never seen. */
  place(id: string): GeocodedPlace | undefined {
    return this.places.get(id);
  }

  async reverse(query: ReverseQuery): Promise<GeocodedPlace | null> {
    const lang = photonLanguage(query.lang);
    // About a metre: a marker dropped twice at the same spot is one question.
    const lat = query.lat.toFixed(5);
    const lon = query.lon.toFixed(5);
    const key = [lat, lon, lang ?? ''].join('|');
    const cached = this.reverses.get(key);
    if (cached !== undefined) return cached;
    return this.once(key, async () => {
      const params = new URLSearchParams({ lat, lon, limit: '1' });
      if (lang) params.set('lang', lang);
      const [place] = await this.fetchPlaces(`/reverse?${params}`);
      if (place) this.places.set(place.id, place);
      this.reverses.set(key, place ?? null);
      return place ?? null;
    });
  }

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = load().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async fetchPlaces(pathAndQuery: string): Promise<GeocodedPlace[]> {
    if (!this.bucket.tryTake()) {
      throw new AppError(429, 'rate_limited', 'Too many address searches, try again in a moment');
    }
    let body: unknown;
    try {
      const response = await fetch(this.options.baseUrl + pathAndQuery, {
        headers: { accept: 'application/json', 'user-agent': this.userAgent },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      this.options.log?.warn({ err: error, path: pathAndQuery.split('?')[0] }, 'geocoder call failed');
      throw new AppError(502, 'error_geocode', 'The address service is not available');
    }
    const collection = photonCollection.safeParse(body);
    if (!collection.success) {
      this.options.log?.warn({ issues: collection.error.issues }, 'geocoder answer not understood');
      throw new AppError(502, 'error_geocode', 'The address service gave an unreadable answer');
    }
    return collection.data.features.map(placeFromPhoton).filter((place) => place !== null);
  }
}
