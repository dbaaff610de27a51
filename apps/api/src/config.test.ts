import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toMatch(/^sqlite:.*data\/installer\.db$/);
    expect(config.beehiveHosts).toEqual(['bee.localhost']);
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
  });

  it('stops with a message naming each wrong variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' }),
    ).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT/);
      expect(String((error as Error).message)).toMatch(/DATABASE_URL/);
    }
  });

  it('refuses the demo ingest key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/INGEST_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', INGEST_KEY: 'a-real-secret-key' }).ingestKey).toBe(
      'a-real-secret-key',
    );
  });

  it('seeds the demo data by default in development and tests, never by default in production', () => {
    const production = { NODE_ENV: 'production', INGEST_KEY: 'a-real-secret-key' };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrowError(/SEED_DEMO/);
  });

  it('bounds the graceful close: 8 s by default, SHUTDOWN_TIMEOUT_MS checked', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(8_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrowError(/SHUTDOWN_TIMEOUT_MS/);
  });

  it("keeps the customer's invitation link 14 days by default, CUSTOMER_INVITATION_TTL_DAYS checked", () => {
    expect(loadConfig({}).customerInvitationTtlDays).toBe(14);
    expect(loadConfig({ CUSTOMER_INVITATION_TTL_DAYS: '3' }).customerInvitationTtlDays).toBe(3);
    for (const value of ['0', '1.5', 'soon', '366']) {
      expect(() => loadConfig({ CUSTOMER_INVITATION_TTL_DAYS: value }), value).toThrowError(
        /CUSTOMER_INVITATION_TTL_DAYS/,
      );
    }
  });

  it('caps and limits the offline priming lists: 500 customers, 1000 devices, 20 calls a minute', () => {
    expect(loadConfig({}).primeMax).toEqual({ customers: 500, devices: 1000 });
    expect(loadConfig({}).rateLimits.prime).toBe(20);
    const set = loadConfig({ PRIME_CUSTOMERS_MAX: '50', PRIME_DEVICES_MAX: '80', RATE_LIMIT_PRIME: '5' });
    expect(set.primeMax).toEqual({ customers: 50, devices: 80 });
    expect(set.rateLimits.prime).toBe(5);
    expect(() => loadConfig({ PRIME_CUSTOMERS_MAX: '0' })).toThrowError(/PRIME_CUSTOMERS_MAX/);
    expect(() => loadConfig({ PRIME_DEVICES_MAX: 'all' })).toThrowError(/PRIME_DEVICES_MAX/);
    expect(() => loadConfig({ RATE_LIMIT_PRIME: '-3' })).toThrowError(/RATE_LIMIT_PRIME/);
  });

  it('reads REDIS_URL (several instances) and stops on a URL that is not Redis', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2' }).redisUrl).toBe(
      'redis://cache.internal:6379/2',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache:6380' }).redisUrl).toBe(
      'rediss://user:secret@cache:6380',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrowError(/REDIS_URL/);
  });

  it('reads lists and flags', () => {
    const config = loadConfig({
      BEEHIVE_HOSTS: 'bee.example, ruche.example',
      DEMO_EMIT: '1',
    });
    expect(config.beehiveHosts).toEqual(['bee.example', 'ruche.example']);
    expect(config.demoEmit).toBe(true);
  });

  it('reads TRUST_PROXY as a hop count or the proxies\' addresses, never as "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const value of [
      'true',
      'yes',
      '-1',
      '10.0.0.0/33',
      '10.0.0.0/8/1',
      'proxy.internal',
      '1.2.3',
      ',',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrowError(/TRUST_PROXY: a hop count/);
    }
  });
});
