import { api, type ReportLink } from '@installer/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_TOKEN } from '../../test/after-visit.ts';
import { geoHandlers } from '../../test/geo-handlers.ts';
import { apiUrl } from '../../test/handlers.ts';
import { resultParamsFor, showResult } from '../../test/result-screen.tsx';
import { server } from '../../test/server.ts';
import { field, next, renderStep4, WITH_CUSTOMER, fillRectangularTank } from '../../test/step-4.ts';
import { getWizard } from '../../wizard-core/wizard-store.ts';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 90_000 });

const LINK: ReportLink = {
  url: `http://localhost:3000/report/${REPORT_TOKEN}`,
  token: REPORT_TOKEN,
  expires_at: '2026-12-24T08:00:00.000Z',
};

/** The report link calls, answering from `links` in turn (offline when it holds an error), recorded. */
function serveReportLinks(...links: (ReportLink | 'offline')[]) {
  const calls: string[] = [];
  server.use(
    http.post(apiUrl(api.createReportLink), ({ params }) => {
      calls.push(`share ${params.id_installation}`);
      const link = links.shift() ?? LINK;
      return link === 'offline' ? HttpResponse.error() : HttpResponse.json({ data: link }, { status: 201 });
    }),
    http.post(apiUrl(api.revokeReportLinks), ({ params }) => {
      calls.push(`revoke ${params.id_installation}`);
      return HttpResponse.json({ data: { revoked: 2 } });
    }),
  );
  return calls;
}

describe('Share report', () => {
  it('makes a link for the customer, to copy or open, and stops every link on request', async () => {
    const calls = serveReportLinks();
    await showResult({ state: resultParamsFor({ id_installation: 43 }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the installation report' });
    const link = await within(dialog).findByRole('textbox', { name: 'Link to the report' });
    expect(link).toHaveValue(LINK.url);
    expect(within(dialog).getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', LINK.url);
    expect(within(dialog).getByText(/can see the report until 24 December 2026\.$/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Copy the link' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(LINK.url);

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(dialog).findByText(/^Sharing stopped/)).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await within(dialog).findByRole('textbox', { name: 'Link to the report' });
    expect(calls).toEqual(['share 43', 'revoke 43', 'share 43']);
  });

  it('says so when no link can be made without signal, and tries again', async () => {
    serveReportLinks('offline');
    await showResult({ state: resultParamsFor({ id_installation: 43 }) });
    const user = userEvent.setup();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(await screen.findByRole('button', { name: 'Share report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the installation report' });
    expect(await within(dialog).findByText('No internet connection')).toBeVisible();
    online.mockReturnValue(true);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Link to the report' })).toHaveValue(LINK.url);
  });

  it('is not offered before the installation exists on the server', async () => {
    await showResult({ state: resultParamsFor() });
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Share report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace the sensor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install another sensor here' })).not.toBeInTheDocument();
  });
});

describe('Install another sensor here', () => {
  it('after an installation, starts the wizard at step 2 for the same customer, address and type', async () => {
    const { user, router } = renderStep4({ wizard: WITH_CUSTOMER });
    await fillRectangularTank(user, { name: 'Fuel tank 1' });
    await user.click(next());
    await screen.findByRole('heading', { level: 1, name: 'Installation result' });
    // The result screen's own message (spec §5: the customer told on arrival).
    expect(await screen.findByText('The customer has been told by e-mail')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Install another sensor here' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Device number' })).toBeVisible();
    // Step 1 was skipped: step 2 says for whom and where the next sensor goes.
    expect(await screen.findByText('For client@demo.test, at 12 Rue des Lilas, 69003 Lyon.')).toBeVisible();
    // The result screen's message went with it: it does not speak over the next installation.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/installation');
    expect(getWizard()).toMatchObject({
      step: 'device',
      without_user: false,
      client_email: 'client@demo.test',
      lookup: { status: 'found', user: { id_user: 7 } },
      device_number: '',
      device: null,
      autofill: { client_email: 'client@demo.test', id_domicile: '31', type_asset: 'cuve' },
    });
  });

  it('chooses the saved domicile in the next equipment form', async () => {
    renderStep4({
      wizard: {
        ...WITH_CUSTOMER,
        autofill: {
          without_user: 'false',
          domicile_name: 'Farm',
          address: 'La Ferme Haute',
          id_domicile: '32',
        },
      },
    });
    const existing = await screen.findByRole('radio', { name: /an existing address/i });
    await waitFor(() => expect(existing).toBeChecked());
    const domicile = await screen.findByRole('combobox', { name: /address of the client/i });
    // A native select: the chosen option is what it shows.
    await waitFor(() => expect(domicile).toHaveDisplayValue(/^Farm — La Ferme Haute/));
  });

  it('types the address of a site on the professional’s own account, which lists no saved domiciles', async () => {
    // The search field looks the typed address up, as it does for a link's address.
    server.use(...geoHandlers());
    renderStep4({
      wizard: {
        without_user: true,
        autofill: {
          without_user: 'true',
          domicile_name: 'Depot',
          address: '3 Rue du Port, Sète',
          id_domicile: '90',
        },
      },
    });
    const typed = await screen.findByRole('radio', { name: /new address/i });
    await waitFor(() => expect(typed).toBeChecked());
    expect(await screen.findByRole('combobox', { name: /address/i })).toHaveValue('3 Rue du Port, Sète');
    expect(field(/name of the address/i)).toHaveValue('Depot');
  });
});
