import { api, type JobInput } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { equipmentHandlers, USER_DOMICILES } from '../../../test/equipment-handlers.ts';
import { geoHandlers, RIVOLI } from '../../../test/geo-handlers.ts';
import { apiUrl, errorResponse } from '../../../test/handlers.ts';
import { demoJob, jobList, renderScreen, serveOfficeAccounts } from '../../../test/office.tsx';
import { server } from '../../../test/server.ts';
import { JobFormPage } from './job-form-page.tsx';
import { OfficeJobsPage } from './office-jobs-page.tsx';

describe('the office jobs list (/office/jobs)', () => {
  it('lists the jobs of the range, and cancels one after asking', async () => {
    serveOfficeAccounts();
    let job = demoJob();
    const cancelled: string[] = [];
    server.use(
      http.get(apiUrl(api.officeJobs), () => HttpResponse.json({ data: jobList([job]) })),
      http.post(apiUrl(api.cancelJob), ({ params }) => {
        cancelled.push(String(params.id_job));
        job = { ...job, status: 'cancelled', state: 'cancelled', version: 2 };
        return HttpResponse.json({ data: job });
      }),
    );
    const { user } = renderScreen('/office/jobs', OfficeJobsPage);

    const row = await screen.findByTestId('office-job');
    expect(row).toHaveTextContent('Claire Client');
    expect(row).toHaveTextContent('Farm, 12 Rue des Lilas');
    expect(row).toHaveTextContent('0/2');
    expect(row).toHaveTextContent('Demo Installer');

    await user.click(within(row).getByRole('button', { name: 'Cancel the job of Claire Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    await waitFor(() => expect(within(row).getByText('Cancelled')).toBeVisible());
    expect(cancelled).toEqual(['11']);
    // A cancelled job is the office's record: nothing more to do with it.
    expect(within(row).queryByRole('button')).toBeNull();
  });
});

/** The demo customer's saved addresses (spec §2 Address block mode 1). */
const domicilesOfClient = () =>
  http.get(apiUrl(api.userClientDomiciles), () => HttpResponse.json({ data: USER_DOMICILES }));

describe('the job form', () => {
  // Step 4's catalogue calls (brands, models, contents, localisation types) feed the equipment's selects.
  beforeEach(() => {
    server.use(...equipmentHandlers());
  });

  it('gives the equipment as step 4 asks it: brand, model, dimensions, name, content, localisation, monitoring', async () => {
    serveOfficeAccounts();
    const created: JobInput[] = [];
    server.use(
      domicilesOfClient(),
      http.post(apiUrl(api.createJob), async ({ request }) => {
        created.push((await request.json()) as JobInput);
        return HttpResponse.json({ data: demoJob() }, { status: 201 });
      }),
      http.get(apiUrl(api.officeJobs), () => HttpResponse.json({ data: jobList([]) })),
    );
    const { user, router } = renderScreen('/office/jobs/new', JobFormPage, { route: '/office/jobs/:id_job' });
    await user.type(await screen.findByRole('textbox', { name: /Customer e-mail/ }), 'client@demo.test');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Saved address' }),
      'Farm — La Ferme Haute, 01000 Bourg',
    );
    const combobox = (name: string | RegExp) => screen.getByRole('combobox', { name });
    // The model waits for its brand.
    expect(combobox('Model')).toBeDisabled();
    await screen.findByRole('option', { name: 'Roth' });
    await user.selectOptions(combobox('Brand'), 'Roth');
    await screen.findByRole('option', { name: 'DWT plus 1000' });
    await user.selectOptions(combobox('Model'), 'DWT plus 1000');
    await user.type(screen.getByRole('textbox', { name: 'Volume (L)' }), '1000');
    await user.type(screen.getByRole('textbox', { name: 'Height (cm)' }), '150,5');
    await user.type(screen.getByRole('textbox', { name: 'Name of the equipment' }), 'Cellar tank');
    await screen.findByRole('option', { name: 'Propane' });
    await user.selectOptions(combobox('Content'), 'Propane');
    await screen.findByRole('option', { name: 'Underground' });
    await user.selectOptions(combobox('Localisation'), 'Underground');
    await user.selectOptions(combobox('Monitoring type'), 'Filling');
    await user.type(screen.getByRole('textbox', { name: 'Device numbers' }), '10000501');
    await screen.findByRole('option', { name: 'Demo Installer' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Installer/ }), 'Demo Installer');
    await user.click(screen.getByRole('button', { name: 'Plan the job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/office/jobs'));
    expect(created[0]?.equipment).toEqual({
      type_key: 'cuve',
      id_brand_reference: 1,
      id_model_reference: 10,
      dimensions: { volume: 1000, height: 150.5 },
      name: 'Cellar tank',
      id_liquid_type: 3,
      id_localisation_type: 3,
      monitoring_type: 'filling',
    });
  });

  it('starts an edit on the equipment as planned, and chooses brand and content again for another kind', async () => {
    serveOfficeAccounts();
    const base = demoJob();
    const job = demoJob({
      equipment: {
        ...base.equipment,
        id_brand_reference: 1,
        id_model_reference: 10,
        name: 'Cellar tank',
        id_liquid_type: 1,
        id_localisation_type: 2,
        monitoring_type: 'consumption',
      },
    });
    const sent: JobInput[] = [];
    server.use(
      domicilesOfClient(),
      http.put(apiUrl(api.updateJob), async ({ request }) => {
        sent.push((await request.json()) as JobInput);
        return errorResponse(409, 'stale_version');
      }),
    );
    const { user } = renderScreen('/office/jobs/11', JobFormPage, {
      state: { job },
      route: '/office/jobs/:id_job',
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit the job' });
    const combobox = (name: string | RegExp) => screen.getByRole('combobox', { name });
    await waitFor(() => expect(combobox('Model')).toHaveValue('10'));
    expect(combobox('Brand')).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Volume (L)' })).toHaveValue('3000');
    expect(screen.getByRole('textbox', { name: 'Name of the equipment' })).toHaveValue('Cellar tank');
    await waitFor(() => expect(combobox('Content')).toHaveValue('1'));
    await waitFor(() => expect(combobox('Localisation')).toHaveValue('2'));
    expect(combobox('Monitoring type')).toHaveValue('consumption');

    await user.selectOptions(combobox(/Equipment type/), 'Silo');
    // A silo has its own brands and contents, and no tank dimensions on this form.
    expect(combobox('Brand')).toHaveValue('');
    expect(combobox('Content')).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Volume (L)' })).toBeNull();
    await screen.findByRole('option', { name: 'Symaga' });
    await user.click(screen.getByRole('button', { name: 'Save the job' }));
    await screen.findByRole('alert');
    expect(sent[0]?.equipment).toEqual({
      type_key: 'silo',
      id_brand_reference: null,
      id_model_reference: null,
      dimensions: null,
      name: 'Cellar tank',
      id_liquid_type: null,
      id_localisation_type: 2,
      monitoring_type: 'consumption',
    });
  });

  it('plans a job for a known customer, checked by the contracts before it is sent', async () => {
    serveOfficeAccounts();
    server.use(...geoHandlers(), domicilesOfClient());
    const created: JobInput[] = [];
    server.use(
      http.post(apiUrl(api.createJob), async ({ request }) => {
        created.push((await request.json()) as JobInput);
        return HttpResponse.json({ data: demoJob() }, { status: 201 });
      }),
      http.get(apiUrl(api.officeJobs), () => HttpResponse.json({ data: jobList([]) })),
    );
    const { user, router } = renderScreen('/office/jobs/new', JobFormPage, { route: '/office/jobs/:id_job' });
    await screen.findByRole('heading', { level: 1, name: 'New job' });

    await user.click(screen.getByRole('button', { name: 'Plan the job' }));
    expect(await screen.findByText('Some fields need correcting: they are marked below.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Address name/ })).toHaveAttribute('aria-invalid', 'true');
    // An empty e-mail is said to be wrong, not asked of the server.
    expect(screen.getByRole('textbox', { name: /Customer e-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Customer e-mail/ }), 'client@demo.test');
    await user.type(screen.getByRole('textbox', { name: /Address name/ }), 'Farm');
    // The address found through the geocoder fills the fields; the office corrects what it knows better.
    await user.type(screen.getByRole('combobox', { name: 'Find the address' }), 'rivoli');
    await user.click(await screen.findByRole('option', { name: RIVOLI.formatted_address }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Latitude/ })).toHaveValue('48.8556'));
    expect(screen.getByRole('textbox', { name: /^Address( \*)?$/ })).toHaveValue(RIVOLI.formatted_address);
    await user.clear(screen.getByRole('textbox', { name: /Latitude/ }));
    await user.type(screen.getByRole('textbox', { name: /Latitude/ }), '48,8557');
    await user.type(screen.getByRole('textbox', { name: 'Device numbers' }), '10000501, 10000502');
    await screen.findByRole('option', { name: 'Second Installer' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Installer/ }), 'Second Installer');
    await user.click(screen.getByRole('button', { name: 'Plan the job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/office/jobs'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      // DESIGN §4: client@demo.test is the demo customer 7, found by the step-1 look-up.
      customer: { id_user: 7 },
      address: {
        address_name: 'Farm',
        new_domicile: {
          address: RIVOLI.formatted_address,
          postal_code: '75001',
          locality: 'Paris',
          country_code: 'FR',
          // Found, then corrected by the office (a decimal comma is a decimal point).
          latitude: 48.8557,
          longitude: 2.3601,
        },
      },
      equipment: { type_key: 'cuve' },
      device_numbers: ['10000501', '10000502'],
      device_count: 0,
      id_installer: 2,
    });
  });

  it('says so when someone changed the job since it was opened (409 stale_version)', async () => {
    serveOfficeAccounts();
    const job = demoJob();
    const sent: unknown[] = [];
    server.use(
      domicilesOfClient(),
      http.put(apiUrl(api.updateJob), async ({ request }) => {
        sent.push(await request.json());
        return errorResponse(409, 'stale_version');
      }),
    );
    const { user } = renderScreen('/office/jobs/11', JobFormPage, {
      state: { job },
      route: '/office/jobs/:id_job',
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit the job' });
    expect(screen.getByRole('textbox', { name: /Customer e-mail/ })).toHaveValue('client@demo.test');

    await screen.findByRole('option', { name: 'Second Installer' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Installer/ }), 'Second Installer');
    await user.click(screen.getByRole('button', { name: 'Save the job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone changed this job meanwhile');
    // The saved customer and address are sent as they are, with the version the form was read at.
    expect(sent[0]).toMatchObject({
      customer: { id_user: 7 },
      address: { id_domicile: 31 },
      // What the form does not show stays as planned.
      equipment: { type_key: 'cuve', dimensions: { volume: 3000 } },
      version: 1,
      id_installer: 2,
    });
  });

  it('plans a job at one of the customer’s saved addresses, without a new one', async () => {
    serveOfficeAccounts();
    const created: JobInput[] = [];
    server.use(
      domicilesOfClient(),
      http.post(apiUrl(api.createJob), async ({ request }) => {
        created.push((await request.json()) as JobInput);
        return HttpResponse.json({ data: demoJob() }, { status: 201 });
      }),
      http.get(apiUrl(api.officeJobs), () => HttpResponse.json({ data: jobList([]) })),
    );
    const { user, router } = renderScreen('/office/jobs/new', JobFormPage, { route: '/office/jobs/:id_job' });
    await user.type(await screen.findByRole('textbox', { name: /Customer e-mail/ }), 'client@demo.test');
    const saved = await screen.findByRole('combobox', { name: 'Saved address' });
    await user.selectOptions(saved, 'Farm — La Ferme Haute, 01000 Bourg');
    // The new address's fields go: the saved one is the address.
    expect(screen.queryByRole('textbox', { name: /Latitude/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Device numbers' }), '10000501');
    await screen.findByRole('option', { name: 'Demo Installer' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Installer/ }), 'Demo Installer');
    await user.click(screen.getByRole('button', { name: 'Plan the job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/office/jobs'));
    expect(created[0]).toMatchObject({
      customer: { id_user: 7 },
      address: { id_domicile: 32 },
      id_installer: 1,
    });
  });
});
