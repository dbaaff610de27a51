import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { AUTOFILL_PARAMS, applyAutofill, autofillSource } from './autofill.ts';
import { getWizard, initialWizardState } from './wizard-store.ts';

describe('autofill from the query parameters (spec §2)', () => {
  it('pre-fills steps 1 and 2 and keeps every step 4 parameter for step 4', async () => {
    const query = new URLSearchParams({
      client_email: 'client@demo.test',
      without_user: 'false',
      device_number: '10000001',
      type_asset: 'silo',
      offset: '12',
      liquid_name: 'Diesel',
      localisation_type: 'Outdoor',
      monitoring_type: '-1',
      address: '1 rue de la Paix, Paris',
      domicile_name: 'Home',
      know_model_brand_asset: 'true',
      brand_name: 'Acme',
      model_name: 'T1000',
      volume: '1000',
      height: '120',
      length: '200',
      width: '100',
      asset_name: 'Fuel tank',
      asset_description: 'Behind the barn',
    });
    const { user } = renderApp(`/installation?${query}`);
    expect(await screen.findByRole('textbox', { name: /Client's e-mail/ })).toHaveValue('client@demo.test');
    expect(screen.getByRole('radio', { name: /A client/ })).toBeChecked();
    await screen.findByText('Client found');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: /Device number/ })).toHaveValue('10000001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // type_asset preselects its type in step 3.
    expect(await screen.findByRole('radio', { name: /Silo/ })).toBeChecked();
    const { autofill } = getWizard();
    for (const key of AUTOFILL_PARAMS) expect(autofill[key], key).toBe(query.get(key));
  }, 60_000);

  it('email pre-fills the client e-mail too, and without_user=true chooses the professional account', () => {
    expect(applyAutofill(initialWizardState(), '?email=a@b.fr')).toMatchObject({
      client_email: 'a@b.fr',
      without_user: false,
    });
    expect(applyAutofill(initialWizardState(), '?without_user=true')).toMatchObject({ without_user: true });
  });

  it('a reload with the same link keeps what was typed since', async () => {
    const app = renderApp('/installation?device_number=10000001');
    await screen.findByRole('radiogroup');
    const { user } = app;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const field = await screen.findByRole('textbox', { name: /Device number/ });
    await user.clear(field);
    await user.paste('10000002');
    app.reload();
    expect(await screen.findByRole('textbox', { name: /Device number/ })).toHaveValue('10000002');
  });

  it('a different link starts a fresh installation', () => {
    const typed = { ...applyAutofill(initialWizardState(), '?device_number=1'), client_email: 'x@y.fr' };
    const next = applyAutofill(typed, '?device_number=2');
    expect(next).toMatchObject({ device_number: '2', client_email: '', step: 'target' });
    expect(applyAutofill(typed, '?device_number=1')).toBe(typed);
    expect(autofillSource('?utm_source=mail')).toBeNull();
  });
});
