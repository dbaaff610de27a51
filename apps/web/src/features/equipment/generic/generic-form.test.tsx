import { type AssetType, api } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sent } from '../../../test/equipment-handlers.ts';
import { apiUrl, errorResponse } from '../../../test/handlers.ts';
import { choose, chooseExistingDomicile, field, fill, GENERIC_TYPE, next } from '../../../test/step-4.ts';
import { renderStep4Form } from '../../../test/render-step-4-form.tsx';

vi.setConfig({ testTimeout: 90_000 });

describe('step 4, generic form', () => {
  it("shows the model's inputs with their labels, required flags and the honey type", async () => {
    const { user } = renderStep4Form({ assetType: GENERIC_TYPE });
    expect(await screen.findByText('Water meter pit')).toBeInTheDocument();
    expect(field(/reference/i)).toBeRequired();
    expect(field(/capacity/i)).not.toBeRequired();
    expect(screen.getByRole('switch', { name: 'Outdoor' })).not.toBeChecked();
    expect(screen.getByLabelText(/commissioned at/i)).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('combobox', { name: /honey type/i })).toBeInTheDocument();
    await fill(user, field(/capacity/i), '12.5');
    await user.click(next());
    expect(await screen.findByText('Fill in all the required fields')).toBeInTheDocument();
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
    expect(screen.getByText('Choose the honey type')).toBeInTheDocument();
  });

  it('sends the values of each input type in the generic specification', async () => {
    const { user, router } = renderStep4Form({ assetType: GENERIC_TYPE });
    await chooseExistingDomicile(user);
    await fill(user, field(/name of the equipment/i), 'Meter pit');
    await fill(user, field(/reference/i), 'PIT-12');
    await fill(user, field(/capacity/i), '30');
    await user.click(screen.getByRole('switch', { name: 'Outdoor' }));
    await fill(user, screen.getByLabelText(/commissioned at/i), '2026-11-20T08:30');
    await choose(user, /honey type/i, 'Acacia honey');
    await choose(user, /localisation/i, 'Underground');
    await choose(user, /monitoring type/i, 'Consumption');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    const body = sent.installations[0]?.body as { id_referential: number; asset: Record<string, unknown> };
    expect(body.id_referential).toBe(13);
    expect(body.asset.generic).toEqual({
      id_asset_generic_module: 1,
      generic_type: 1,
      values: {
        reference: 'PIT-12',
        capacity: 30,
        outdoor: true,
        commissioned_at: new Date('2026-11-20T08:30').toISOString(),
      },
    });
    expect(body.asset.tank).toBeUndefined();
  });

  it('says the form loads, then that its model could not be loaded (spec §8), Back still there', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderStep4Form({
      assetType: GENERIC_TYPE,
      handlers: [
        http.get(apiUrl(api.genericModule), async () => {
          await answered;
          return errorResponse(500, 'internal');
        }),
      ],
    });
    expect(await screen.findByRole('status', { name: 'Loading the form…' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    answer();
    const form = next().closest('form') as HTMLElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The equipment model could not be loaded',
    );
    expect(screen.queryByRole('status', { name: 'Loading the form…' })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('says that no installation exists for a type without a form (spec §8)', async () => {
    const reel: AssetType = {
      id_referential: 99,
      key: 'reel',
      value: 'Reel',
      description: null,
      id_module: null,
      id_asset_generic_module: null,
    };
    renderStep4Form({ assetType: reel });
    expect(
      await screen.findByText('Installation not implemented for this type of equipment'),
    ).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });
});
