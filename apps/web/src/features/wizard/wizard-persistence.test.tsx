import { api } from '@installer/contracts';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { getWizard } from '../../wizard-core/wizard-store.ts';

describe('the wizard survives a reload and a sign-in detour (DESIGN §3)', () => {
  it('a reload in the middle of step 2 keeps the step and what was typed', async () => {
    const app = renderApp('/installation');
    const { user } = app;
    await user.click(await screen.findByRole('radio', { name: /A client/ }));
    await user.click(await screen.findByRole('textbox', { name: /Client's e-mail/ }));
    await user.paste('nobody@demo.test');
    await screen.findByText('No client with this e-mail');
    await user.click(screen.getByRole('switch', { name: /registration e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('textbox', { name: /Device number/ }));
    await user.paste('1000000');

    app.reload();
    expect(await screen.findByRole('textbox', { name: /Device number/ })).toHaveValue('1000000');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /Client's e-mail/ })).toHaveValue('nobody@demo.test');
    expect(screen.getByRole('switch', { name: /registration e-mail/ })).not.toBeChecked();
  }, 60_000);

  it('a 401 sends the installer to /login and, once signed in, back to step 2 with the number', async () => {
    server.use(http.get(apiUrl(api.isInstallable), () => errorResponse(401, 'unauthorized')));
    const app = renderApp('/installation/acme?device_number=10000001');
    const { user } = app;
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const field = await screen.findByRole('textbox', { name: /Device number/ });
    await user.clear(field);
    await user.paste('10000002');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(app.router.state.location.search).get('next')).toBe(
      '/installation/acme?device_number=10000001',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended');

    server.resetHandlers();
    await user.click(screen.getByRole('textbox', { name: /E-mail/ }));
    await user.paste('installer@demo.test');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('demo-installer');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('textbox', { name: /Device number/ })).toHaveValue('10000002');
    expect(app.router.state.location.pathname).toBe('/installation/acme');
    expect(getWizard().step).toBe('device');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipment type' })).toBeInTheDocument();
  }, 60_000);
});
