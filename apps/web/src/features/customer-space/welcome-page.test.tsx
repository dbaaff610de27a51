import { api } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, currentLocale } from '../../i18n/i18n.ts';
import {
  customerSession,
  INVITATION_TOKEN,
  renderSpacePage,
  serveCustomerCall,
} from '../../test/customer-space.tsx';
import { errorLogs, errorResponse } from '../../test/handlers.ts';
import { customerToken } from './customer-session.ts';
import { WelcomePage } from './welcome-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  // The page may take the invitation's language: the next test starts in the tests' own, nothing remembered.
  await changeLocale('gb');
  window.localStorage.removeItem('installer.locale');
  vi.restoreAllMocks();
});

/** The customer's browser reads these languages, and nothing was chosen on it before. */
function browserLanguages(...tags: string[]) {
  window.localStorage.removeItem('installer.locale');
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(tags);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(tags[0] ?? '');
}

const INVITATION_PATH = `/api/v1/customer/invitation/${INVITATION_TOKEN}`;

function serveInvitation(answer: () => unknown = () => invitation()) {
  return serveCustomerCall(api.customerInvitation, answer);
}

const invitation = (overrides = {}) => ({
  email: 'camille@example.test',
  locale: 'gb',
  has_password: false,
  ...overrides,
});

function serveAccept(answer: () => unknown = () => customerSession()) {
  const bodies: unknown[] = [];
  const requests = serveCustomerCall(api.acceptCustomerInvitation, (request) => {
    bodies.push(request.clone().json());
    return answer();
  });
  return { requests, bodies: () => Promise.all(bodies) };
}

const welcome = (path = `/space/welcome#${INVITATION_TOKEN}`) => renderSpacePage(path, WelcomePage);

describe('the welcome link of the registration mail', () => {
  it('takes the token out of the address bar, keeps it over a reload, and asks the invitation with it', async () => {
    const asked = serveInvitation();
    const page = welcome();
    // Read, then gone from the address: no query, no path, no fragment holds it any more.
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(INVITATION_TOKEN);
    expect(window.location.pathname).toBe('/space/welcome');
    expect(await screen.findByText('camille@example.test')).toBeVisible();
    expect(asked.map((request) => new URL(request.url).pathname)).toEqual([INVITATION_PATH]);
    expect(asked[0]?.authorization).toBeNull();

    page.reload();
    expect(await screen.findByText('camille@example.test')).toBeVisible();
    expect(window.location.href).not.toContain(INVITATION_TOKEN);
  });

  it("speaks the customer's browser language rather than the installer's", async () => {
    browserLanguages('fr-FR', 'fr');
    serveInvitation(() => invitation({ locale: 'gb' }));
    welcome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Créez votre espace personnel' }),
    ).toBeVisible();
    expect(currentLocale()).toBe('fr');
  });

  it("speaks the invitation's language to a browser of none of ours, sets the password, opens the space", async () => {
    browserLanguages('ja-JP');
    serveInvitation(() => invitation({ locale: 'fr' }));
    const accept = serveAccept();
    const { user } = welcome();
    const password = await screen.findByLabelText(/^Mot de passe/);
    expect(currentLocale()).toBe('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Créez votre espace personnel' })).toBeVisible();
    await user.type(password, 'lilas-en-fleur');
    await user.type(screen.getByLabelText(/^Confirmez le mot de passe/), 'lilas-en-fleur');
    // Show the password: both fields become readable.
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Créer mon espace' }));
    await waitFor(() => expect(window.location.pathname).toBe('/space'));
    expect(await accept.bodies()).toEqual([{ password: 'lilas-en-fleur' }]);
    expect(new URL(accept.requests[0]?.url ?? '').pathname).toBe(`${INVITATION_PATH}/accept`);
    expect(customerToken()).toBe('customer-token-of-the-test');
    // The installer's session is another key, untouched.
    expect(window.localStorage.getItem('installer.session')).toBeNull();
  });

  it("says in words what the contracts' password rule refuses, and sends nothing", async () => {
    serveInvitation();
    const accept = serveAccept();
    const { user } = welcome();
    const password = await screen.findByLabelText(/^Password/);
    const confirm = screen.getByLabelText(/^Confirm the password/);
    expect(screen.getByText('At least 10 characters, not all the same one.')).toBeVisible();
    const create = screen.getByRole('button', { name: 'Create my space' });

    await user.type(password, 'short');
    await user.click(create);
    expect(screen.getByText('The password needs at least 10 characters.')).toBeVisible();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'aaaaaaaaaaaa');
    expect(screen.getByText('The password cannot be one character repeated.')).toBeVisible();

    await user.clear(password);
    await user.type(password, 'lilas-en-fleur');
    await user.type(confirm, 'lilas-en-fleurs');
    await user.click(create);
    expect(screen.getByText('The two passwords are not the same.')).toBeVisible();
    expect(confirm).toHaveFocus();
    expect(accept.requests).toEqual([]);
  });

  it.each([
    [410, 'invitation_used', 'This link has already been used'],
    [410, 'invitation_expired', 'This link has expired'],
    [404, 'invitation_not_found', 'This link is not valid'],
  ])('explains a %i %s link and offers to sign in, without logging it', async (status, code, title) => {
    serveInvitation(() => errorResponse(status, code));
    welcome();
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to my space' })).toHaveAttribute(
      'href',
      '/space/sign-in',
    );
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(errorLogs).toEqual([]);
  });

  it.each([
    ['without a token', '/space/welcome'],
    ['with a token cut short', `/space/welcome#${INVITATION_TOKEN.slice(0, 30)}`],
  ])('asks nothing of a link %s, and says it is not valid', async (_, path) => {
    const asked = serveInvitation();
    welcome(path);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('offers to sign in to an account whose password is already set', async () => {
    const accept = serveAccept();
    serveInvitation(() => invitation({ has_password: true }));
    welcome();
    expect(await screen.findByRole('heading', { name: 'Your space is ready' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to my space' })).toBeVisible();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(accept.requests).toEqual([]);
  });

  it('offers to sign in when the password was set meanwhile (409 on accepting)', async () => {
    serveInvitation();
    serveAccept(() => errorResponse(409, 'already_registered'));
    const { user } = welcome();
    await user.type(await screen.findByLabelText(/^Password/), 'lilas-en-fleur');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'lilas-en-fleur');
    await user.click(screen.getByRole('button', { name: 'Create my space' }));
    expect(await screen.findByRole('heading', { name: 'Your space is ready' })).toBeVisible();
    expect(customerToken()).toBeNull();
    expect(window.location.pathname).toBe('/space/welcome');
  });
});
