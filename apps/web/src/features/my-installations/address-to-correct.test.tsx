import { api, type InstallationListItem } from '@installer/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { installationItem, installationPage, serveInstallations } from '../../test/after-visit.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const rowOf = (text: string) =>
  screen.getAllByTestId('installation-row').find((row) => row.textContent?.includes(text)) as HTMLElement;

const withAddress = (id: number, name: string, address: Partial<InstallationListItem['address']>) =>
  installationItem({
    id_installation: id,
    equipment: { ...installationItem().equipment, name },
    address: { ...installationItem().address, city: null, postal_code: null, ...address },
  });

/** docs/decisions/0014-address-completed-later.md: an address made offline the geocoder completes later. */
describe('My installations: addresses still being found, and addresses to correct', () => {
  it('marks an address being found and one to correct, and offers to correct only the latter', async () => {
    serveInstallations(() =>
      installationPage([
        withAddress(52, 'Garden tank', { address: '48.85561, 2.35609', geocoding: 'pending' }),
        withAddress(51, 'Forest tank', { address: 'Forêt de Paimpont, France', geocoding: 'not_precise' }),
        installationItem({ id_installation: 50 }),
      ]),
    );
    renderApp('/installations');
    await waitFor(() => expect(screen.getAllByTestId('installation-row')).toHaveLength(3));

    const pending = rowOf('Garden tank');
    expect(pending).toHaveTextContent('Farm, 48.85561, 2.35609');
    expect(within(pending).getByText('Address being found')).toBeVisible();
    expect(within(pending).queryByRole('button', { name: 'Correct the address' })).not.toBeInTheDocument();

    const vague = rowOf('Forest tank');
    expect(within(vague).getByText('Address to correct')).toBeVisible();
    expect(within(vague).getByRole('button', { name: 'Correct the address' })).toBeVisible();

    const complete = rowOf('Fuel tank');
    expect(within(complete).queryByText('Address to correct')).not.toBeInTheDocument();
    expect(within(complete).queryByText('Address being found')).not.toBeInTheDocument();
    expect(within(complete).queryByRole('button', { name: 'Correct the address' })).not.toBeInTheDocument();
  });

  it('corrects it: says what the geocoder understood of a vague address, then saves a precise one', async () => {
    let corrected = false;
    serveInstallations(() =>
      installationPage([
        withAddress(
          51,
          'Forest tank',
          corrected
            ? { address: '3 Rue du Bourg, 35380 Paimpont', city: 'Paimpont', postal_code: '35380' }
            : { address: 'Forêt de Paimpont, France', geocoding: 'not_precise' },
        ),
      ]),
    );
    const sent: { id: string; body: unknown }[] = [];
    server.use(
      http.put(apiUrl(api.correctInstallationAddress), async ({ request, params }) => {
        const body = (await request.json()) as { address_text: string };
        sent.push({ id: String(params.id_installation), body });
        if (!body.address_text.includes('Rue')) {
          return HttpResponse.json(
            {
              error: {
                code: 'error_localisation_precision',
                message: 'Address not precise enough',
                details: {
                  path: 'address_text',
                  reason: 'not_precise',
                  formatted_address: 'Paimpont, France',
                },
              },
            },
            { status: 422 },
          );
        }
        corrected = true;
        return HttpResponse.json({
          data: {
            id_domicile: 32,
            address_name: 'Farm',
            address: body.address_text,
            city: 'Paimpont',
            postal_code: '35380',
            geocoding: null,
          },
        });
      }),
    );
    const { user } = renderApp('/installations');
    await user.click(await screen.findByRole('button', { name: 'Correct the address' }));
    expect(rowOf('Forest tank')).toHaveTextContent('Farm, Forêt de Paimpont, France');
    const dialog = await screen.findByRole('dialog', { name: 'Correct the address' });
    expect(
      within(dialog).getByText('The address service understood: Forêt de Paimpont, France'),
    ).toBeVisible();

    const field = within(dialog).getByRole('textbox', { name: /Full address/ });
    await user.type(field, 'Paimpont');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Address not precise enough The address service understood: Paimpont, France',
    );

    await user.clear(field);
    await user.type(field, '3 Rue du Bourg, 35380 Paimpont');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Address corrected')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Address to correct')).not.toBeInTheDocument());
    expect(rowOf('Forest tank')).toHaveTextContent('Farm, 35380 Paimpont');
    expect(sent).toEqual([
      { id: '51', body: { address_text: 'Paimpont' } },
      { id: '51', body: { address_text: '3 Rue du Bourg, 35380 Paimpont' } },
    ]);
  });

  it('says when the address service cannot answer, and keeps what was typed', async () => {
    serveInstallations(() =>
      installationPage([
        withAddress(53, 'Cellar tank', { address: '-85.00000, 10.00000', geocoding: 'not_found' }),
      ]),
    );
    server.use(
      http.put(apiUrl(api.correctInstallationAddress), () => errorResponse(503, 'service_unavailable')),
    );
    const { user } = renderApp('/installations');
    await user.click(await screen.findByRole('button', { name: 'Correct the address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the address' });
    const field = within(dialog).getByRole('textbox', { name: /Full address/ });
    await user.type(field, '8 Place du Marché, Dijon');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The address could not be found');
    expect(field).toHaveValue('8 Place du Marché, Dijon');
  });
});
