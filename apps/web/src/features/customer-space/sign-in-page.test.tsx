import { api } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customerSession, renderSpacePage, serveCustomerCall } from '../../test/customer-space.tsx';
import { demoSession } from '../../test/demo-data.ts';
import { errorLogs, errorResponse } from '../../test/handlers.ts';
import { customerToken } from './customer-session.ts';
import { SignInPage } from './sign-in-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

function serveLogin(answer: () => unknown = () => customerSession()) {
  const bodies: Promise<unknown>[] = [];
  serveCustomerCall(api.customerLogin, (request) => {
    bodies.push(request.clone().json());
    return answer();
  });
  return () => Promise.all(bodies);
}

describe("the personal space's sign-in", () => {
  it("signs the customer in under the space's own session and opens the space", async () => {
    // An installer signed in on the same browser keeps their session.
    window.localStorage.setItem('installer.session', JSON.stringify(demoSession));
    const bodies = serveLogin();
    const { user } = renderSpacePage('/space/sign-in', SignInPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your space' })).toBeVisible();
    await user.type(screen.getByLabelText(/^E-mail/), 'camille@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'lilas-en-fleur');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/space'));
    expect(await bodies()).toEqual([{ email: 'camille@example.test', password: 'lilas-en-fleur' }]);
    expect(customerToken()).toBe('customer-token-of-the-test');
    expect(JSON.parse(window.localStorage.getItem('installer.session') ?? 'null')).toEqual(demoSession);
  });

  it('says the e-mail or password is wrong on a 401, and stays', async () => {
    serveLogin(() => errorResponse(401, 'invalid_credentials'));
    const { user } = renderSpacePage('/space/sign-in', SignInPage);
    await user.type(await screen.findByLabelText(/^E-mail/), 'camille@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'not-the-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(window.location.pathname).toBe('/space/sign-in');
    expect(customerToken()).toBeNull();
    expect(errorLogs).toEqual([]);
  });

  it('asks for both fields before calling', async () => {
    const bodies = serveLogin();
    const { user } = renderSpacePage('/space/sign-in', SignInPage);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(await bodies()).toEqual([]);
  });

  it('goes straight to the space when the customer is signed in already', async () => {
    renderSpacePage('/space/sign-in', SignInPage, { session: customerSession() });
    await waitFor(() => expect(window.location.pathname).toBe('/space'));
  });
});
