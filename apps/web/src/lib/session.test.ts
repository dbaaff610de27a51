import { describe, expect, it } from 'vitest';
import { demoSession } from '../test/demo-data.ts';
import { liveSession, sessionStore } from './session.ts';

function stored(value: unknown): void {
  window.localStorage.setItem('installer.session', JSON.stringify(value));
  // What a reload does: the store reads localStorage again (through the schema the test setup has loaded).
  sessionStore.rehydrate();
}

describe('the stored session, read through the sign-in answer’s schema (DESIGN §3)', () => {
  it('is read back as it was stored', () => {
    stored(demoSession);
    expect(liveSession()).toEqual(demoSession);
  });

  it('reads a session kept from before roles as an installer’s', () => {
    const { role: _, ...installer } = demoSession.installer;
    stored({ ...demoSession, installer });
    expect(liveSession()?.installer.role).toBe('installer');
  });

  it('is nobody’s when what is stored is not a session', () => {
    for (const value of [
      { token: 'x' },
      { ...demoSession, installer: { id_installer: 'one' } },
      'token',
      42,
    ]) {
      stored(value);
      expect({ value, session: liveSession() }).toEqual({ value, session: null });
    }
  });
});
