import { describe, expect, it } from 'vitest';
import { signOutHere } from '../../app/sign-out.ts';
import { rehydrateAllStores } from '../../lib/persisted-store.ts';
import { clearSession, getToken, saveSession } from '../../lib/session.ts';
import { customerSession } from '../../test/customer-space.tsx';
import { demoSession } from '../../test/demo-data.ts';
import {
  clearCustomerSession,
  customerSessionStore,
  customerToken,
  saveCustomerSession,
} from './customer-session.ts';

describe("the customer's session", () => {
  it('is kept across a reload under its own key, apart from the installer’s', () => {
    saveCustomerSession(customerSession());
    expect(JSON.parse(window.localStorage.getItem('customer.session') ?? 'null')).toMatchObject({
      token: 'customer-token-of-the-test',
    });
    expect(window.localStorage.getItem('installer.session')).toBeNull();
    rehydrateAllStores();
    expect(customerToken()).toBe('customer-token-of-the-test');
    expect(getToken()).toBeNull();
  });

  it("survives the installer's sign-out, and the installer's session survives the customer's", () => {
    saveSession(demoSession);
    saveCustomerSession(customerSession());
    clearSession();
    expect(customerToken()).toBe('customer-token-of-the-test');
    saveSession(demoSession);
    clearCustomerSession();
    expect(customerToken()).toBeNull();
    expect(window.localStorage.getItem('customer.session')).toBeNull();
    expect(getToken()).toBe(demoSession.token);
  });

  it('is kept when the installer signs out of the app on the same browser', async () => {
    saveSession(demoSession);
    saveCustomerSession(customerSession());
    await signOutHere();
    expect(getToken()).toBeNull();
    expect(customerToken()).toBe('customer-token-of-the-test');
  });

  it('gives no token once expired, and forgets what is not a session', () => {
    saveCustomerSession(customerSession({ expires_at: new Date(Date.now() - 1000).toISOString() }));
    expect(customerToken()).toBeNull();
    window.localStorage.setItem('customer.session', JSON.stringify({ token: 'x' }));
    rehydrateAllStores();
    expect(customerSessionStore.get()).toBeNull();
    // An installer's session stored under the customer's key is not a customer's session.
    window.localStorage.setItem('customer.session', JSON.stringify(demoSession));
    rehydrateAllStores();
    expect(customerToken()).toBeNull();
  });
});
