import { api } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sent } from '../../test/equipment-handlers.ts';
import { apiUrl } from '../../test/handlers.ts';
import { demoPrimedCustomers, goOffline, primeDemoPhone } from '../../test/priming.ts';
import { server } from '../../test/server.ts';
import { field, fill, next, renderStep4, fillRectangularTankFields } from '../../test/step-4.ts';
import { outboxItems } from '../outbox/outbox.ts';

vi.setConfig({ testTimeout: 60_000 });

/** No signal: nothing leaves the phone, and the page knows it. */
function cellar() {
  goOffline();
  server.use(
    http.post(apiUrl(api.createInstallation), () => HttpResponse.error()),
    http.post(apiUrl(api.sendInvitation), () => HttpResponse.error()),
    http.get(apiUrl(api.userClientDomiciles), () => HttpResponse.error()),
  );
}

const CELLAR = {
  id_domicile: 55,
  address_name: 'Cellar',
  address: '3 Rue Basse',
  city: 'Beaune',
  postal_code: '21200',
};

describe('step 4 without signal (docs/decisions/0012-offline-priming.md)', () => {
  it("offers the customer's saved addresses kept on the phone, and queues the installation for them", async () => {
    await primeDemoPhone({
      customers: demoPrimedCustomers({
        customers: [{ email: 'client@demo.test', lookup_status: 200, id_user: 7, domiciles: [CELLAR] }],
      }),
    });
    const { user } = renderStep4();
    cellar();
    const existing = await screen.findByRole('radio', { name: /an existing address/i });
    await waitFor(() => expect(existing).toBeEnabled());
    await user.click(existing);
    expect(screen.getByTestId('offline-address')).toHaveTextContent('as kept on this phone');
    await user.click(await screen.findByRole('combobox', { name: /address of the client/i }));
    await user.click(await screen.findByRole('option', { name: /Cellar/ }));
    await fillRectangularTankFields(user, { name: 'Cellar tank' });
    await user.click(next());

    expect(await screen.findByText('Installation saved on this phone')).toBeVisible();
    const [installation] = outboxItems();
    expect(installation?.call.body).toMatchObject({
      id_user: 7,
      asset: { domicile: { mode: 'existing', id_domicile: 55 } },
    });
    expect(sent.installations).toEqual([]);
  });

  it('sends an e-mail the phone did not know and an address as typed, for the server to check', async () => {
    await primeDemoPhone();
    const { user } = renderStep4({
      wizard: {
        client_email: 'new.customer@example.org',
        lookup: {
          email: 'new.customer@example.org',
          status: 'not_found',
          user: null,
          offline: { source: 'unchecked', as_of: null },
        },
      },
    });
    cellar();
    await user.click(await screen.findByRole('radio', { name: /a new address/i }));
    await user.type(
      await screen.findByRole('combobox', { name: /search an address/i }),
      '12 route de Lyon, Cluny',
    );
    await fill(user, field(/name of the address/i), 'Barn');
    await fillRectangularTankFields(user, { name: 'Cellar tank' });
    await user.click(next());

    const saved = (await screen.findByText('Installation saved on this phone')).parentElement;
    expect(saved).toHaveTextContent(
      'The client’s e-mail new.customer@example.org will be checked when it is sent.',
    );
    expect(saved).toHaveTextContent('The address will be located by the server when it is sent.');
    expect(outboxItems()[0]?.call.body).toMatchObject({
      id_user: null,
      client_email: 'new.customer@example.org',
      asset: { domicile: { mode: 'typed', domicile_name: 'Barn', address_text: '12 route de Lyon, Cluny' } },
    });
  });
});
