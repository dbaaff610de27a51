import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { geoHandlers } from '../../test/geo-handlers.ts';
import { sent } from '../../test/equipment-handlers.ts';
import { server } from '../../test/server.ts';
import { choose, chooseExistingDomicile, field, fill, WITHOUT_CUSTOMER } from '../../test/step-4.ts';
import { renderStep4Form } from '../../test/render-step-4-form.tsx';

vi.setConfig({ testTimeout: 90_000 });

const select = (name: RegExp) => screen.getByRole('combobox', { name });

describe('Enter in step 4 moves on to what is left, and is Next once nothing is', () => {
  it('goes from the name to the next field the form still needs, showing no error', async () => {
    const { user } = renderStep4Form();
    await chooseExistingDomicile(user);
    await fill(user, field(/name of the equipment/i), 'Garage tank');
    await user.keyboard('{Enter}');
    // The description is optional, the brand and model switch too: the tank type is next.
    await waitFor(() => expect(select(/tank type/i)).toHaveFocus());
    expect(screen.queryByTestId('invalid-summary')).not.toBeInTheDocument();
    expect(sent.installations).toHaveLength(0);

    await choose(user, /tank type/i, 'Rectangular');
    await fill(user, field(/height/i), '100');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field(/length/i)).toHaveFocus());
  });

  it('submits from the last field once the form is complete', async () => {
    const { user, router } = renderStep4Form();
    await chooseExistingDomicile(user);
    await fill(user, field(/name of the equipment/i), 'Garage tank');
    await choose(user, /tank type/i, 'Rectangular');
    await choose(user, /liquid type/i, 'Heating Oil');
    await choose(user, /localisation/i, 'Outdoor');
    await choose(user, /monitoring type/i, 'Consumption');
    await fill(user, field(/height/i), '100');
    await fill(user, field(/length/i), '200');
    await fill(user, field(/width/i), '50');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    expect(sent.installations).toHaveLength(1);
  });

  it('goes back up to a field left empty above, rather than submitting an incomplete form', async () => {
    const { user } = renderStep4Form();
    await chooseExistingDomicile(user);
    await choose(user, /tank type/i, 'Rectangular');
    await choose(user, /liquid type/i, 'Heating Oil');
    await choose(user, /localisation/i, 'Outdoor');
    await choose(user, /monitoring type/i, 'Consumption');
    await fill(user, field(/height/i), '100');
    await fill(user, field(/length/i), '200');
    await fill(user, field(/width/i), '50');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field(/name of the equipment/i)).toHaveFocus());
    expect(sent.installations).toHaveLength(0);
  });

  it('never submits from the address search: a half-typed address stays as typed', async () => {
    server.use(...geoHandlers());
    const { user } = renderStep4Form({ wizard: WITHOUT_CUSTOMER });
    await user.click(await screen.findByRole('radio', { name: 'A new address' }));
    const search = await screen.findByRole('combobox', { name: /search an address/i });
    await user.type(search, 'rue de');
    await user.keyboard('{Escape}{Enter}');
    expect(search).toHaveValue('rue de');
    expect(search).toHaveFocus();
    expect(screen.queryByTestId('invalid-summary')).not.toBeInTheDocument();
  });

  it('starts a new line in the description', async () => {
    const { user } = renderStep4Form();
    const description = await screen.findByRole('textbox', { name: /description/i });
    await user.click(description);
    await user.keyboard('Behind the barn{Enter}North wall');
    expect(description).toHaveValue('Behind the barn\nNorth wall');
    expect(description).toHaveFocus();
  });
});
