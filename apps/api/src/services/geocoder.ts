import { type GeocodedPlace, geocodedPlace, type PlaceSuggestion } from '@installer/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../answers/app-error.ts';
import { API_VERSION } from '../version.ts';
import { LruCache } from './lru-cache.ts';
import { photonCollection, placeFromPhoton } from './photon.ts';
import { SharedTokenBucket, TokenBucket } from './token-bucket.ts';

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
  /**
   * DESIGN §2 several instances: the upstream allowance and the suggested places shared by every
   * instance (`REDIS_URL`); the answers' cache stays local to each.
   */
  redis?: Redis | null;
}

export interface AutocompleteQuery {
  q: string;
  lang?: string | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
}

export interface SearchQuery {
  q: string;
  lang?: string | undefined;
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

/** Redis keys: the upstream's bucket, and the places suggested by any instance. */
const BUCKET_KEY = 'installer:geocoder:upstream:';
const PLACE_KEY = 'installer:geocoder:place:';

/**
 * The geocoding proxy of DESIGN §2: suggestions, places and reverse geocoding from a Photon-compatible
 * upstream, answered from a bounded cache when possible, the upstream kept under one shared rate limit.
 * Every suggested place is remembered so that choosing it (`place(id)`) costs no upstream call; with
 * several instances the choice may reach another instance than the suggestion did, so places are
 * remembered in Redis too.
 */
export class Geocoder {
  private readonly bucket: TokenBucket | SharedTokenBucket;
  private readonly suggestions: LruCache<PlaceSuggestion[]>;
  private readonly places: LruCache<GeocodedPlace>;
  private readonly reverses: LruCache<GeocodedPlace | null>;
  private readonly searches: LruCache<GeocodedPlace | null>;
  /** Identical questions asked at the same moment share one upstream call. */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly timeoutMs: number;
  private readonly placeTtlMs: number;
  private readonly userAgent: string;

  constructor(private readonly options: GeocoderOptions) {
    const entries = options.cacheEntries ?? 2000;
    const ttl = options.cacheTtlMs ?? 6 * 3_600_000;
    const burst = options.burst ?? 10;
    const perSecond = options.requestsPerSecond ?? 5;
    this.bucket = options.redis
      ? new SharedTokenBucket(options.redis, BUCKET_KEY + options.baseUrl, burst, perSecond)
      : new TokenBucket(burst, perSecond);
    this.placeTtlMs = ttl;
    this.suggestions = new LruCache(entries, ttl);
    this.places = new LruCache(entries * SUGGESTIONS, ttl);
    this.reverses = new LruCache(entries, ttl);
    this.searches = new LruCache(entries, ttl);
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.userAgent = options.userAgent ?? `sensor-installer/${API_VERSION}`;
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
      await this.remember(places);
      const result = places.map((place) => ({ id: place.id, label: place.formatted_address }));
      this.suggestions.set(key, result);
      return result;
    });
  }

  /** A place suggested earlier (or found by reverse geocoding); undefined once forgotten or never seen. */
  async place(id: string): Promise<GeocodedPlace | undefined> {
    const known = this.places.get(id);
    if (known || !this.options.redis) return known;
    let stored: unknown;
    try {
      const text = await this.options.redis.get(PLACE_KEY + id);
      if (text === null) return undefined;
      stored = JSON.parse(text);
    } catch (error) {
      this.options.log?.warn({ err: error }, 'shared geocoder places unreachable');
      return undefined;
    }
    const parsed = geocodedPlace.safeParse(stored);
    if (!parsed.success) return undefined;
    this.places.set(id, parsed.data);
    return parsed.data;
  }

  /**
   * Keeps places for `place(id)`: here, and in Redis before the suggestions are answered, so a choice
   * sent to another instance right after finds them. A place Redis refuses is only chosen on this one.
   */
  private async remember(places: GeocodedPlace[]): Promise<void> {
    for (const place of places) this.places.set(place.id, place);
    const { redis } = this.options;
    if (!redis || places.length === 0) return;
    const writes = redis.multi();
    for (const place of places)
      writes.set(PLACE_KEY + place.id, JSON.stringify(place), 'PX', this.placeTtlMs);
    try {
      await writes.exec();
    } catch (error) {
      this.options.log?.warn({ err: error }, 'shared geocoder places unreachable');
    }
  }

  /**
   * The best place for an address typed in full (an installation made offline, geocoded when it arrives);
   * null when the upstream knows none. Cached like the other answers.
   */
  async search(query: SearchQuery): Promise<GeocodedPlace | null> {
    const lang = photonLanguage(query.lang);
    const q = normalise(query.q);
    const key = ['search', q, lang ?? ''].join('|');
    const cached = this.searches.get(key);
    if (cached !== undefined) return cached;
    return this.once(key, async () => {
      const params = new URLSearchParams({ q, limit: '1' });
      if (lang) params.set('lang', lang);
      const [place] = await this.fetchPlaces(`/api?${params}`);
      if (place) await this.remember([place]);
      this.searches.set(key, place ?? null);
      return place ?? null;
    });
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
      if (place) await this.remember([place]);
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
    if (!(await this.bucket.tryTake())) {
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
