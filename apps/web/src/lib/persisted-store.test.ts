import { describe, expect, it } from 'vitest';
import { demoSession } from '../test/demo-data.ts';
import { createPersistedStore } from './persisted-store.ts';
import { getToken, saveSession, sessionStore } from './session.ts';

describe('persisted stores', () => {
  it('survive a reload and fall back to the defaults on a corrupt or foreign value', () => {
    const store = createPersistedStore(
      'test.counter',
      () => 0,
      (stored) => (typeof stored === 'number' ? stored : null),
    );
    store.set(3);
    store.rehydrate();
    expect(store.get()).toBe(3);
    window.localStorage.setItem('test.counter', '{not json');
    store.rehydrate();
    expect(store.get()).toBe(0);
    window.localStorage.setItem('test.counter', '"three"');
    store.rehydrate();
    expect(store.get()).toBe(0);
  });

  it('an expired token is no token', () => {
    saveSession({ ...demoSession, expires_at: '2000-01-01T00:00:00.000Z' });
    expect(getToken()).toBeNull();
    saveSession(demoSession);
    expect(getToken()).toBe(demoSession.token);
    window.localStorage.setItem('installer.session', JSON.stringify({ token: 'x' }));
    sessionStore.rehydrate();
    expect(getToken()).toBeNull();
  });
});
