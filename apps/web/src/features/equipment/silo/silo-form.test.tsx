import { SILO_TYPES, type SiloType } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sent } from '../../../test/equipment-handlers.ts';
import { choose, chooseExistingDomicile, field, fill, next, SILO_TYPE } from '../../../test/step-4.ts';
import { renderStep4Form } from '../../../test/render-step-4-form.tsx';

vi.setConfig({ testTimeout: 90_000 });

const TYPE_LABEL: Record<SiloType, string> = {
  7: 'Rectangular tower with flat bottom',
  8: 'Cylindrical tower',
  9: 'Cylindrical with conical bottom',
  10: 'Rectangular with pyramidal bottom',
};

/** spec §5 Silo: the dimensions each type requires, with the labels the form shows. */
const EXPECTED: Record<SiloType, string[]> = {
  7: [
    'Volume (L)',
    'Total height (cm)',
    'Length of the straight part (cm)',
    'Width of the straight part (cm)',
  ],
  8: ['Volume (L)', 'Total height (cm)', 'Diameter of the straight part (cm)'],
  9: [
    'Volume (L)',
    'Total height (cm)',
    'Diameter of the straight part (cm)',
    'Cone length (cm)',
    'Minimum cone length or diameter (cm)',
  ],
  10: [
    'Volume (L)',
    'Total height (cm)',
    'Length of the straight part (cm)',
    'Width of the straight part (cm)',
    'Cone length (cm)',
    'Minimum cone width (cm)',
    'Minimum cone length or diameter (cm)',
  ],
};

const dimensionLabels = () =>
  screen
    .getAllByRole('textbox')
    .map(
      (input) =>
        input.getAttribute('aria-label') ?? document.querySelector(`label[for="${input.id}"]`)?.textContent,
    )
    .map((label) => label?.replace(/\s*\*\s*$/, '').trim())
    .filter((label): label is string => Boolean(label && /\((cm|L)\)$/.test(label)));

describe('step 4, silo form', () => {
  it('shows exactly the dimensions each silo type requires, with their messages', async () => {
    const { user } = renderStep4Form({ assetType: SILO_TYPE });
    await screen.findByRole('combobox', { name: /silo type/i });
    expect(dimensionLabels()).toEqual(['Volume (L)', 'Total height (cm)']);
    await user.click(next());
    expect(await screen.findByText('Choose the silo type')).toBeInTheDocument();
    expect(screen.getByText('Volume required')).toBeInTheDocument();
    for (const type of SILO_TYPES) {
      await choose(user, /silo type/i, TYPE_LABEL[type]);
      await waitFor(() => expect(dimensionLabels()).toEqual(EXPECTED[type]));
    }
    // Type 10 asks for everything but the diameter: each empty one says which value is missing.
    await user.click(next());
    for (const message of [
      'Volume required',
      'Height required',
      'Length required',
      'Width required',
      'Cone length required',
      'Minimum cone width required',
      'Minimum cone length or diameter required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Diameter required')).not.toBeInTheDocument();
  });

  it('sends the dimensions of the chosen type only, whatever another type left behind', async () => {
    const { user, router } = renderStep4Form({ assetType: SILO_TYPE });
    await chooseExistingDomicile(user);
    await fill(user, field(/name of the equipment/i), 'Feed silo');
    await choose(user, /silo type/i, TYPE_LABEL[7]);
    await fill(user, field(/length of the straight part/i), '300');
    await choose(user, /silo type/i, TYPE_LABEL[9]);
    await fill(user, field(/volume/i), '20000');
    await fill(user, field(/total height/i), '800');
    await fill(user, field(/diameter of the straight part/i), '250');
    await fill(user, field(/^cone length/i), '150');
    await fill(user, field(/minimum cone length or diameter/i), '40');
    await choose(user, /liquid type/i, 'Wheat');
    await choose(user, /localisation/i, 'Outdoor');
    await choose(user, /monitoring type/i, 'Filling');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    const body = sent.installations[0]?.body as { id_referential: number; asset: { silo: unknown } };
    expect(body.id_referential).toBe(12);
    expect(body.asset.silo).toEqual({
      know_model_brand_asset: false,
      brand: null,
      model: null,
      silo_type: 9,
      volume: 20000,
      height: 800,
      diameter_right_side: 250,
      length_right_side: null,
      width_right_side: null,
      cone_height: 150,
      width_min_cone: null,
      length_diameter_min_cone: 40,
    });
  });

  it('offers silo brands, then the brand’s models', async () => {
    const { user } = renderStep4Form({ assetType: SILO_TYPE });
    await user.click(await screen.findByRole('switch', { name: /i know the brand and model/i }));
    await choose(user, /^brand/i, 'Symaga');
    await choose(user, /^model/i, 'Feed silo 12 t');
    expect(screen.getByRole('combobox', { name: /^model/i })).toHaveValue('50');
  });
});
