import { api } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/handlers.ts';
import { goOffline, goOnline, PRIMED_AT, primeDemoPhone } from '../../../test/priming.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { getWizard } from '../../../wizard-core/wizard-store.ts';
import { primedTime } from '../../priming/index.ts';

const lookups: string[] = [];

beforeEach(async () => {
  lookups.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/user_client') lookups.push(url.searchParams.get('email') ?? '');
  });
  await primeDemoPhone();
});

async function typeEmail(email: string) {
  const app = renderApp('/installation', { wizard: { without_user: false } });
  await app.user.type(await screen.findByRole('textbox', { name: /Client's e-mail/ }), email);
  return app;
}

const next = () => screen.getByRole('button', { name: 'Next' });
const asOf = `No signal: answer kept on this phone, as of ${primedTime(PRIMED_AT, 'gb')}`;

describe('step 1 without signal (docs/decisions/0012-offline-priming.md)', () => {
  it('finds a customer on the phone as it would online, and says as of when', async () => {
    goOffline();
    await typeEmail('client@demo.test');
    expect(await screen.findByText('Client found')).toBeVisible();
    expect(screen.getByText(asOf)).toBeVisible();
    expect(next()).toBeEnabled();
    expect(getWizard().lookup).toEqual({
      email: 'client@demo.test',
      status: 'found',
      user: { id_user: 7, email: 'client@demo.test' },
      offline: { source: 'primed', as_of: PRIMED_AT },
    });
    expect(lookups).toEqual([]);
  });

  it('knows an incomplete record and a taken e-mail as they were when primed', async () => {
    goOffline();
    const { user } = await typeEmail('incomplete@demo.test');
    expect(await screen.findByText('Client found, record incomplete')).toBeVisible();
    expect(next()).toBeEnabled();
    const field = screen.getByRole('textbox', { name: /Client's e-mail/ });
    await user.clear(field);
    await user.type(field, 'taken@demo.test');
    expect(await screen.findByText(/E-mail already taken/)).toBeVisible();
    expect(next()).toBeDisabled();
  });

  it('accepts an e-mail the phone does not hold, to be checked when the signal returns', async () => {
    goOffline();
    const { user } = await typeEmail('new.customer@example.org');
    expect(await screen.findByText('To be checked when the signal returns')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No signal: this e-mail is not among the clients kept on this phone. It will be checked when the installation is sent.',
    );
    // As for a customer not found, a registration mail can be asked for.
    expect(screen.getByRole('switch', { name: 'Send a registration e-mail to the client' })).toBeChecked();
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 1, name: 'Device number' })).toBeVisible();
    expect(getWizard().lookup).toMatchObject({
      email: 'new.customer@example.org',
      status: 'not_found',
      user: null,
      offline: { source: 'unchecked', as_of: PRIMED_AT },
    });
  });

  it('still refuses an e-mail that breaks the spec §5 rule', async () => {
    goOffline();
    await typeEmail('new.customer@example');
    expect(await screen.findByText('This e-mail is not valid')).toBeVisible();
    expect(next()).toBeDisabled();
  });

  it('answers from the phone when the look-up gets no answer although the browser says online', async () => {
    server.use(http.get(apiUrl(api.findUserClient), () => HttpResponse.error()));
    await typeEmail('client@demo.test');
    expect(await screen.findByText('Client found')).toBeVisible();
    expect(getWizard().lookup?.offline?.source).toBe('primed');
  });

  it('asks the server again once the signal returns', async () => {
    goOffline();
    await typeEmail('new.customer@example.org');
    expect(await screen.findByText('To be checked when the signal returns')).toBeVisible();
    goOnline();
    expect(await screen.findByText('No client with this e-mail')).toBeVisible();
    await waitFor(() =>
      expect(getWizard().lookup).toEqual({
        email: 'new.customer@example.org',
        status: 'not_found',
        user: null,
      }),
    );
    expect(lookups).toEqual(['new.customer@example.org']);
  });
});
