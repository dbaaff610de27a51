import { api } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, errorResponse } from '../../../test/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { getWizard } from '../../../wizard-core/wizard-store.ts';

const lookups: string[] = [];
function countLookups() {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/user_client') lookups.push(url.searchParams.get('email') ?? '');
  });
}

async function startAsClient(email = '') {
  const app = renderApp('/installation', { wizard: { without_user: false, client_email: email } });
  await screen.findByRole('radiogroup');
  // The field comes with the choice of a customer (step-1-target.tsx).
  await screen.findByRole('textbox', { name: /Client's e-mail/ });
  return app;
}

const next = () => screen.getByRole('button', { name: 'Next' });
const emailField = () => screen.getByRole('textbox', { name: /Client's e-mail/ });

beforeEach(() => {
  lookups.length = 0;
  countLookups();
});

describe('step 1: the client look-up (spec §4, §8)', () => {
  it('waits 500 ms after the last keystroke before looking the e-mail up', async () => {
    // On the real clock: a loaded machine can only make the look-up later, never sooner, so the bound below
    // holds however slow the run (fake timers raced the look-up's own async work there).
    const asked: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/user_client') asked.push(performance.now());
    });
    const { user } = await startAsClient();
    // The debounce starts on the render that follows each keystroke's input event, so never before it.
    let lastKeystroke = 0;
    emailField().addEventListener('input', () => {
      lastKeystroke = performance.now();
    });
    await user.type(emailField(), 'client@demo.test');
    expect(lookups).toEqual([]);
    expect(next()).toBeDisabled();
    expect(
      await screen.findByText('Client found with this e-mail', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    // One look-up, for the whole address (none per keystroke), no sooner than spec §9's 500 ms after the last.
    expect(lookups).toEqual(['client@demo.test']);
    expect((asked[0] ?? 0) - lastKeystroke).toBeGreaterThanOrEqual(495);
  });

  it('never looks up an e-mail that breaks the spec §5 rule, and says why Next is off', async () => {
    const { user } = await startAsClient();
    await user.type(emailField(), 'client@demo');
    await user.tab();
    expect(screen.getByText('This e-mail is not valid')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.clear(emailField());
    expect(screen.getByText("Enter the client's e-mail")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lookups).toEqual([]);
  });

  it.each([
    ['client@demo.test', 'Client found with this e-mail', 'Client found', 'found'],
    [
      'incomplete@demo.test',
      "This client's record is incomplete: they can finish it with the link sent by e-mail.",
      'Client found, record incomplete',
      'incomplete',
    ],
    [
      'nobody@demo.test',
      'No client was found with this e-mail: a registration invitation will be sent.',
      'No client with this e-mail',
      'not_found',
    ],
  ])('%s: shows "%s" and keeps the status', async (email, message, status, stored) => {
    await startAsClient(email);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(getWizard().lookup?.status).toBe(stored);
    expect(next()).toBeEnabled();
  });

  it('shows each status with the snackbar type of spec §8', async () => {
    await startAsClient('taken@demo.test');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('alert-warning');
  });

  it('offers the registration mail switch only when the client is not found, on by default', async () => {
    const { user } = await startAsClient('nobody@demo.test');
    const toggle = await screen.findByRole('switch', { name: 'Send a registration e-mail to the client' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(getWizard().is_send_sign_up_mail).toBe(false);
    await user.clear(emailField());
    await user.type(emailField(), 'client@demo.test');
    await screen.findByText('Client found');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('keeps Next off while the look-up runs', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(
        apiUrl(api.findUserClient),
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ data: { id_user: 7, email: 'client@demo.test' } }));
          }),
      ),
    );
    await startAsClient('client@demo.test');
    await screen.findByText('Looking up the client…');
    await waitFor(() => expect(lookups).toHaveLength(1));
    expect(next()).toBeDisabled();
    answer();
    await waitFor(() => expect(next()).toBeEnabled());
  });

  it('any other answer shows error_during_association and Next stays off until a retry works', async () => {
    server.use(http.get(apiUrl(api.findUserClient), () => errorResponse(500, 'internal')));
    const { user } = await startAsClient('client@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('The client could not be looked up');
    expect(next()).toBeDisabled();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(next()).toBeEnabled());
  });

  it('does not ask again after a reload: the stored answer stands', async () => {
    const app = await startAsClient('client@demo.test');
    await screen.findByText('Client found');
    app.reload();
    await screen.findByText('Client found');
    expect(lookups).toEqual(['client@demo.test']);
  });
});

describe('step 1: an e-mail already taken (spec §4 410, §8)', () => {
  const TAKEN_HELP = 'E-mail already taken: enter another e-mail, or choose “My professional account”.';

  it('warns, says on the field what to do, and Next does not go on', async () => {
    const { user } = await startAsClient('taken@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already taken.');
    await screen.findByText(TAKEN_HELP);
    expect(emailField()).toHaveAccessibleDescription(TAKEN_HELP);
    expect(emailField()).toBeInvalid();
    // Opened with the address already there, nothing had the focus: the field to change gets it.
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(next()).toBeDisabled();
    // Enter in the field submits the form: it must not go on either.
    await user.type(emailField(), '{Enter}');
    expect(getWizard().step).toBe('target');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose the target' })).toBeInTheDocument();
  });

  it('gives the field the focus after a reload that kept the answer, once the field has loaded', async () => {
    renderApp('/installation', {
      wizard: {
        without_user: false,
        client_email: 'taken@demo.test',
        lookup: { email: 'taken@demo.test', status: 'taken', user: null },
      },
    });
    expect(await screen.findByText(TAKEN_HELP)).toBeVisible();
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(lookups).toEqual([]);
  });

  it('goes on once the installer enters another e-mail', async () => {
    const { user } = await startAsClient('taken@demo.test');
    await screen.findByText(TAKEN_HELP);
    await user.clear(emailField());
    await user.type(emailField(), 'nobody@demo.test');
    await screen.findByText('No client with this e-mail');
    expect(emailField()).toBeValid();
    await user.click(next());
    await screen.findByRole('heading', { level: 1, name: 'Device number' });
    expect(getWizard()).toMatchObject({ without_user: false, client_email: 'nobody@demo.test' });
  });

  it('goes on without a user once the installer chooses the professional account', async () => {
    const { user } = await startAsClient('taken@demo.test');
    await screen.findByText(TAKEN_HELP);
    await user.click(screen.getByRole('radio', { name: /My professional account/ }));
    await user.click(next());
    await screen.findByRole('heading', { level: 1, name: 'Device number' });
    expect(getWizard()).toMatchObject({ without_user: true, step: 'device' });
  });

  it('coming from from_sens, with no professional option, asks for another e-mail only', async () => {
    renderApp('/installation?from_sens=true&email=taken@demo.test');
    await screen.findByText('E-mail already taken: enter another e-mail.');
    expect(emailField()).toHaveAccessibleDescription('E-mail already taken: enter another e-mail.');
    expect(next()).toBeDisabled();
  });
});

describe('step 1: the target', () => {
  it('goes to step 2 without a user when the professional account is chosen', async () => {
    const { user } = renderApp('/installation');
    await screen.findByRole('radiogroup');
    expect(screen.getByRole('radio', { name: /My professional account/ })).toBeChecked();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 1, name: 'Device number' })).toBeInTheDocument();
    expect(getWizard()).toMatchObject({ without_user: true, step: 'device' });
  });

  it('goes to step 2 with the client once found', async () => {
    const { user } = await startAsClient('client@demo.test');
    await screen.findByText('Client found');
    await user.click(next());
    await screen.findByRole('heading', { level: 1, name: 'Device number' });
    expect(getWizard()).toMatchObject({ without_user: false, lookup: { user: { id_user: 7 } } });
  });

  it('hides the professional option when coming from from_sens', async () => {
    renderApp('/installation?from_sens=true&email=client@demo.test');
    await screen.findByRole('radiogroup');
    const options = within(screen.getByRole('radiogroup'));
    expect(options.getByRole('radio', { name: /A client/ })).toBeChecked();
    expect(options.queryByRole('radio', { name: /My professional account/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Client's e-mail/ })).toHaveValue('client@demo.test');
  });
});
