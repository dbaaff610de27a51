import { api, LOADER_DELAY_MS } from '@installer/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n/i18n.ts';
import { createDisplayOptionsCache } from '../lib/display-options.ts';
import { sessionStore } from '../lib/session.ts';
import { notify } from '../lib/snackbar/snackbar-store.ts';
import { defaultDisplayOptions, demoSession } from '../test/demo-data.ts';
import { apiUrl, errorResponse } from '../test/handlers.ts';
import { mountPage, renderApp } from '../test/render-app.tsx';
import { server } from '../test/server.ts';
import { getWizard } from '../wizard-core/wizard-store.ts';
import { AppProviders } from './app-providers.tsx';
import { AppRoutes } from './routes.tsx';

function recordDisplayOptionCalls(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/v1/display_option/')) paths.push(pathname);
  });
  return paths;
}

describe('display options (spec §2, §7)', () => {
  it.each([
    ['/installation', '/api/v1/display_option/tunnel_installation'],
    ['/installation/acme', '/api/v1/display_option/acme'],
    ['/installation/acme?device_number=10000001', '/api/v1/display_option/device/10000001'],
    ['/login?next=%2Finstallation%2Facme', '/api/v1/display_option/acme'],
  ])('%s asks %s', async (path, expected) => {
    const calls = recordDisplayOptionCalls();
    renderApp(path, { session: path.startsWith('/login') ? false : undefined });
    await screen.findByRole('banner');
    expect(calls).toEqual([expected]);
  });

  it('uses the options main.tsx asked for before the first render, asking once', async () => {
    const calls = recordDisplayOptionCalls();
    window.localStorage.setItem('installer.session', JSON.stringify(demoSession));
    const started = createDisplayOptionsCache();
    expect(started.loadFor('/installation/acme', '')).toBe(JSON.stringify({ param: 'acme' }));
    await waitFor(() => expect(calls).toEqual(['/api/v1/display_option/acme']));
    mountPage('/installation/acme', () => (
      <AppProviders options={{ loaderDelayMs: 0, pageStartedAt: performance.now() }} displayOptions={started}>
        <AppRoutes />
      </AppProviders>
    ));
    expect(await screen.findByRole('img', { name: 'Logo' })).toBeVisible();
    expect(calls).toEqual(['/api/v1/display_option/acme']);
  });

  it('wears the logo, favicon and primary colour of the tunnel', async () => {
    renderApp('/installation');
    const logo = await screen.findByRole('img', { name: 'Logo' });
    expect(logo).toHaveAttribute('src', defaultDisplayOptions.src_logo);
    // Set by an effect, after the paint that shows the logo.
    await waitFor(() =>
      expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
        defaultDisplayOptions.src_favicon,
      ),
    );
    // The app's own components read it from CSS variables (lib/ui/tokens.css); white text passes 4.5:1 on it.
    const root = document.documentElement.style;
    await waitFor(() => expect(root.getPropertyValue('--primary')).toBe('#00695c'));
    expect(root.getPropertyValue('--on-primary')).toBe('var(--white)');
  });

  it('shows the loader until they arrive, and at least the spec §9 loader delay', async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.get(
        apiUrl(api.displayOptionByParam),
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ data: defaultDisplayOptions }));
          }),
      ),
    );
    const started = Date.now();
    renderApp('/installation', { loaderDelayMs: LOADER_DELAY_MS });
    // The route's Suspense fallback and then the shell both show the loader: the one found first may already
    // have been replaced by the other, so the check is that a loader is there, not that one element stayed.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument());
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await waitFor(() => expect(answer).not.toBeNull());
    act(() => answer?.());
    await screen.findByRole('banner', {}, { timeout: LOADER_DELAY_MS + 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOADER_DELAY_MS);
  });

  it('warns with error_display_option when they fail, and the app still works', async () => {
    server.use(http.get(apiUrl(api.displayOptionByParam), () => errorResponse(404, 'not_found')));
    renderApp('/installation');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The display settings could not be loaded');
    expect(alert).toHaveClass('alert-warning');
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
  });
});

describe('sign-in (DESIGN §3)', () => {
  it('without a session, /installation goes to /login and back after signing in', async () => {
    const app = renderApp('/installation/acme', { session: false });
    const { user } = app;
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(app.router.state.location.search).toBe('?next=%2Finstallation%2Facme');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'installer@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'demo-installer');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('radiogroup');
    expect(app.router.state.location.pathname).toBe('/installation/acme');
    expect(sessionStore.get()?.token).toBe('demo-token');
  });

  it('keeps the token across a reload', async () => {
    const app = renderApp('/login', { session: false });
    const { user } = app;
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'installer@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'demo-installer');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('radiogroup');
    app.reload();
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/installation');
  });

  it('says so when the e-mail or password is wrong, or missing', async () => {
    const { user } = renderApp('/login', { session: false });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'installer@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  });

  it('an /login?next= pointing to another site is ignored', async () => {
    const app = renderApp('/login?next=//evil.example/x', { session: false });
    const { user } = app;
    await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'installer@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'demo-installer');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('radiogroup');
    expect(app.router.state.location.pathname).toBe('/installation');
  });

  it('sign-out revokes the token, forgets the wizard and shows /login', async () => {
    let revoked = false;
    server.use(
      http.post(apiUrl(api.logout), ({ request }) => {
        revoked = request.headers.get('Authorization') === 'Bearer demo-token';
        return HttpResponse.json({ data: { revoked: true } });
      }),
    );
    const app = renderApp('/installation', { wizard: { step: 'device', device_number: '10000001' } });
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    // The sign-out ends on /login itself, once everything is forgotten (after the redirect of the session's
    // end): waited for, so that it does not land in the next test.
    await waitFor(() =>
      expect(app.router.state.location.pathname + app.router.state.location.search).toBe('/login'),
    );
    expect(revoked).toBe(true);
    expect(sessionStore.get()).toBeNull();
    expect(getWizard().device_number).toBe('');
  });
});

describe('shell', () => {
  afterEach(async () => {
    await changeLocale('gb');
  });

  it('shows the snackbar in the page between the app bar and the screen, over none of the screen', async () => {
    renderApp('/installation');
    const heading = await screen.findByRole('heading', { level: 1 });
    act(() => notify('success', 'step_1.status_found'));
    const snackbar = (await screen.findByRole('alert')).closest('.snackbar') as HTMLElement;
    const banner = screen.getByRole('banner');
    const main = screen.getByRole('main');
    // In the flow, after the app bar and before the screen (its stepper, its heading), which it pushes down
    // instead of covering (snackbar-view.css: sticky, not fixed).
    expect(banner.compareDocumentPosition(snackbar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(snackbar.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main).toContainElement(heading);
    expect(snackbar).not.toHaveClass('snackbar-over-modal');
  });

  it('/ goes to /installation with its query parameters', async () => {
    const app = renderApp('/?device_number=10000002');
    await screen.findByRole('radiogroup');
    expect(app.router.state.location.pathname + app.router.state.location.search).toBe(
      '/installation?device_number=10000002',
    );
  });

  it('offers the nine languages as flags, each named in itself; a choice applies, sets lang and is remembered', async () => {
    const { user } = renderApp('/installation');
    await user.click(await screen.findByRole('button', { name: 'Choose the language: English' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual([
      'Français',
      'English',
      'Deutsch',
      'Nederlands',
      'English (Ireland)',
      'Italiano',
      'Español',
      'Português',
      'Polski',
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choisir la cible' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(window.localStorage.getItem('installer.locale')).toBe('fr');
  });

  it('going offline shows No internet connection (spec §4, §8)', async () => {
    renderApp('/installation');
    await screen.findByRole('radiogroup');
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No internet connection');
      expect(alert).toHaveClass('alert-error');
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      if (online) expect(navigator.onLine).toBe(true);
    }
    await waitFor(() => expect(screen.getByRole('radiogroup')).toBeInTheDocument());
  });
});
