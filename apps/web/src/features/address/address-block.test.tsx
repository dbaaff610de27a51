import { api, type Domicile } from '@installer/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppSnackbar } from '../../app/app-snackbar.tsx';
import { changeLocale } from '../../i18n/i18n.ts';
import { rehydrateAllStores } from '../../lib/persisted-store.ts';
import { QueryProvider } from '../../lib/queries.tsx';
import { demoSession } from '../../test/demo-data.ts';
import { geoHandlers, geoRequests, HAMLET, REGION, RIVOLI, SUGGESTIONS } from '../../test/geo-handlers.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { initialWizardState } from '../../wizard-core/wizard-store.ts';
import { AddressBlock } from './address-block.tsx';
import { type AddressValue, addressProblem, emptyAddress, toDomicileChoice } from './address-value.ts';

// Typing with real timers through a 300 ms debounce, on a shared two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const DOMICILES: Domicile[] = [
  {
    id_domicile: 11,
    address_name: 'Farm',
    address: '1 Chemin des Prés',
    city: 'Orcival',
    postal_code: '63210',
  },
  { id_domicile: 12, address_name: 'Depot', address: '5 Rue du Port', city: 'Nantes', postal_code: '44000' },
];

/** What the block last handed to its owner (step 4 keeps it in the wizard store). */
let latest: AddressValue = emptyAddress;

function Host(props: {
  initial?: AddressValue;
  domiciles?: Domicile[];
  showErrors?: boolean;
  loading?: boolean;
}) {
  const [value, setValue] = useState(props.initial ?? emptyAddress);
  return (
    <AddressBlock
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
      domiciles={props.domiciles ?? DOMICILES}
      showErrors={props.showErrors ?? false}
      domicilesLoading={props.loading}
    />
  );
}

function renderBlock(props: Parameters<typeof Host>[0] = {}) {
  latest = props.initial ?? emptyAddress;
  const user = userEvent.setup();
  const view = render(
    <QueryProvider>
      <Host {...props} />
      <AppSnackbar />
    </QueryProvider>,
  );
  return { user, view };
}

/** A browser geolocation that answers the way the installer's phone would. */
function fakeGeolocation(answer: { lat: number; lon: number } | { code: 1 | 2 | 3 }) {
  const calls = { count: 0 };
  const geolocation: Pick<Geolocation, 'getCurrentPosition'> = {
    getCurrentPosition(success, failure) {
      calls.count += 1;
      if ('code' in answer)
        failure?.({ code: answer.code, message: 'no position' } as GeolocationPositionError);
      else
        success({
          coords: { latitude: answer.lat, longitude: answer.lon, accuracy: 5 },
          timestamp: Date.now(),
        } as GeolocationPosition);
    },
  };
  Object.defineProperty(window.navigator, 'geolocation', { value: geolocation, configurable: true });
  return calls;
}

/** Modes 2 and 3 are a lazy part of the block (lazy-placed-address.ts): found, not got. */
const searchField = () => screen.findByRole('combobox', { name: /search an address/i });
const nameField = () => screen.getByRole('textbox', { name: /name of the address/i });
const chosenPlace = () => screen.findByTestId('chosen-place');

beforeEach(() => {
  // Signed in: every geo call goes through our server with the bearer token (DESIGN §2, §3).
  window.localStorage.setItem('installer.session', JSON.stringify(demoSession));
  rehydrateAllStores();
  server.use(...geoHandlers());
  geoRequests.length = 0;
});

afterEach(async () => {
  Reflect.deleteProperty(window.navigator, 'geolocation');
  await act(() => changeLocale('gb'));
});

describe('mode 1: an existing domicile', () => {
  it("lists the customer's domiciles and keeps the one chosen", async () => {
    const { user } = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'An existing address' }));
    // A native select: the phone's own picker.
    const select = screen.getByRole('combobox', { name: /address of the client/i });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Farm — 1 Chemin des Prés, 63210 Orcival', 'Depot — 5 Rue du Port, 44000 Nantes']);
    await user.selectOptions(select, within(select).getByRole('option', { name: /Depot/ }));
    expect(latest).toMatchObject({ mode: 'existing', id_domicile: 12 });
    expect(toDomicileChoice(latest)).toEqual({ mode: 'existing', id_domicile: 12 });
    // Modes 2 and 3 only: no domicile name for an existing domicile.
    expect(screen.queryByRole('textbox', { name: /name of the address/i })).not.toBeInTheDocument();
  });

  it('says a geocoded address once, and the chosen one in full beneath the picker', async () => {
    const geocoded: Domicile = {
      id_domicile: 13,
      address_name: 'Home',
      address: '12 Rue des Tilleuls, 69003 Lyon, France',
      city: 'Lyon',
      postal_code: '69003',
    };
    const { user } = renderBlock({ domiciles: [...DOMICILES, geocoded] });
    const select = screen.getByRole('combobox', { name: /address of the client/i });
    const option = within(select).getByRole('option', { name: /Home/ });
    // Postcode and town once: the address already names them.
    expect(option).toHaveTextContent(/^Home — 12 Rue des Tilleuls, 69003 Lyon, France$/);
    await user.selectOptions(select, option);
    // A phone's closed picker cuts a long line: the whole address is also its description.
    expect(select).toHaveAccessibleDescription('12 Rue des Tilleuls, 69003 Lyon, France');
  });

  it('is disabled with a hint when the customer has no domicile', () => {
    renderBlock({ domiciles: [] });
    const existing = screen.getByRole('radio', { name: 'An existing address' });
    expect(existing).toBeDisabled();
    expect(existing).toHaveAccessibleDescription('No saved address for this client');
  });

  it('is disabled while the domiciles load', () => {
    renderBlock({ domiciles: [], loading: true });
    expect(screen.getByRole('radio', { name: 'An existing address' })).toBeDisabled();
    expect(screen.getByText("Loading the client's addresses…")).toBeVisible();
  });

  it('shows the spec §5 messages once errors are shown: mode, then domicile (spec §6 "Home required")', () => {
    const { view } = renderBlock({ showErrors: true, domiciles: [] });
    expect(screen.getByText('Choose how to give the address')).toBeVisible();
    view.unmount();
    renderBlock({ showErrors: true, initial: { ...emptyAddress, mode: 'existing' } });
    expect(screen.getByText('Home required')).toBeVisible();
  });

  it("preselects the customer's first saved address, in plain sight and changeable", async () => {
    const { user } = renderBlock();
    expect(screen.getByRole('radio', { name: 'An existing address' })).toBeChecked();
    const select = screen.getByRole('combobox', { name: /address of the client/i });
    expect(select).toHaveDisplayValue('Farm — 1 Chemin des Prés, 63210 Orcival');
    expect(latest).toMatchObject({ mode: 'existing', id_domicile: 11 });
    await user.selectOptions(select, within(select).getByRole('option', { name: /Depot/ }));
    expect(latest).toMatchObject({ mode: 'existing', id_domicile: 12 });
    // Another mode is the installer's: the saved address does not come back.
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    expect(latest.mode).toBe('new');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'A new address' })).toBeChecked());
  });

  it('preselects the only saved address once the addresses have loaded, never over a chosen mode', () => {
    const only = DOMICILES.slice(1);
    const { view } = renderBlock({ domiciles: only, loading: true });
    expect(latest.mode).toBeNull();
    view.rerender(
      <QueryProvider>
        <Host domiciles={only} />
      </QueryProvider>,
    );
    expect(latest).toMatchObject({ mode: 'existing', id_domicile: 12 });
    view.unmount();
    renderBlock({ initial: { ...emptyAddress, mode: 'locate' } });
    expect(latest.mode).toBe('locate');
  });

  it("leaves the block to a link's address (spec §2 autofill)", () => {
    window.localStorage.setItem(
      'installer.wizard',
      JSON.stringify({ ...initialWizardState(), autofill: { address: '10 rue de Rivoli, Paris' } }),
    );
    rehydrateAllStores();
    renderBlock();
    expect(latest.mode).toBe('new');
    expect(screen.getByRole('radio', { name: 'A new address' })).toBeChecked();
  });
});

describe('mode 2: a new address from the search field', () => {
  it('suggests places through our server once typing pauses, in the interface language', async () => {
    const { user } = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await user.type(await searchField(), 'rue de rivoli');
    expect(await screen.findByRole('option', { name: RIVOLI.formatted_address })).toBeVisible();
    const searches = geoRequests.filter((url) => url.pathname.endsWith('/geo/autocomplete'));
    // Debounced: one call for the whole phrase, not one per keystroke.
    expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['rue de rivoli']);
    expect(searches[0]?.searchParams.get('lang')).toBe('en');
  });

  it('asks the geocoder in French when the interface is French', async () => {
    await act(() => changeLocale('fr'));
    const { user } = renderBlock({ initial: { ...emptyAddress, mode: 'new' } });
    await user.type(screen.getByRole('combobox', { name: /rechercher/i }), 'rivoli');
    await screen.findByRole('option', { name: RIVOLI.formatted_address });
    expect(geoRequests.at(-1)?.searchParams.get('lang')).toBe('fr');
  });

  it('is usable with the keyboard alone: arrows, Enter, then the name', async () => {
    const { user } = renderBlock({ showErrors: true });
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    expect(screen.getByText('Search for the address or place it on the map')).toBeVisible();
    await user.type(await searchField(), 'paris');
    await screen.findByRole('option', { name: RIVOLI.formatted_address });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByTestId('chosen-place')).toHaveTextContent(RIVOLI.formatted_address);
    expect(latest.place).toEqual(RIVOLI);
    expect(addressProblem(latest)).toBe('address.domicile_name_required');
    expect(screen.getByText('Enter a name for this address')).toBeVisible();
    await user.type(nameField(), 'Head office');
    expect(toDomicileChoice(latest)).toMatchObject({
      mode: 'new',
      domicile_name: 'Head office',
      new_domicile: {
        route: 'Rue de Rivoli',
        street_number: '10',
        postal_code: '75001',
        reference: 'complete',
      },
    });
  });

  it('keeps a valid but incomplete place with the route taken from the address (spec §5)', async () => {
    const { user } = renderBlock({ initial: { ...emptyAddress, mode: 'new', domicile_name: 'Barn' } });
    await user.type(await searchField(), 'orcival');
    await user.click(await screen.findByRole('option', { name: HAMLET.formatted_address }));
    await waitFor(() => expect(latest.place).toEqual(HAMLET));
    expect(toDomicileChoice(latest)).toMatchObject({
      new_domicile: { route: 'Les Granges', locality: 'Orcival', reference: 'partial' },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says spec §6 "Address not precise enough" for a searched place that is not precise enough, and blocks the address', async () => {
    const { user } = renderBlock({
      initial: { ...emptyAddress, mode: 'new', domicile_name: 'Hills' },
      showErrors: true,
    });
    await user.type(await searchField(), 'massif');
    await user.click(await screen.findByRole('option', { name: REGION.formatted_address }));
    // No marker to move here: the map is not shown.
    expect(await screen.findByRole('alert')).toHaveTextContent('Address not precise enough');
    expect(await chosenPlace()).toHaveTextContent('Address not precise enough');
    expect(screen.queryByText(/move the marker/)).not.toBeInTheDocument();
    expect(addressProblem(latest)).toBe('address_not_precise_enough');
    expect(toDomicileChoice(latest)).toBeNull();
  });

  it('shows error_geocode when the geocoder fails, and keeps what was there', async () => {
    server.use(http.get(apiUrl(api.geoPlace), () => errorResponse(502, 'error_geocode')));
    const { user } = renderBlock({ initial: { ...emptyAddress, mode: 'new', place: HAMLET } });
    await user.clear(await searchField());
    await user.type(await searchField(), 'rivoli');
    await user.click(await screen.findByRole('option', { name: RIVOLI.formatted_address }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The address could not be found');
    expect(latest.place).toEqual(HAMLET);
  });

  it('tells when nothing matches, and waits for two characters before asking', async () => {
    const { user } = renderBlock({ initial: { ...emptyAddress, mode: 'new' } });
    // The list's message, shown (and said in the combobox's live region as well).
    const shown = { selector: '.combobox-message' };
    await user.type(await searchField(), 'z');
    expect(await screen.findByText('Type at least 2 characters', shown)).toBeVisible();
    await user.type(await searchField(), 'zz');
    expect(await screen.findByText('No address found', shown)).toBeVisible();
    expect(geoRequests.map((url) => url.searchParams.get('q'))).toEqual(['zzz']);
  });

  it('starts from the autofill parameters address and domicile_name (spec §2)', async () => {
    window.localStorage.setItem(
      'installer.wizard',
      JSON.stringify({ ...initialWizardState(), autofill: { address: 'rivoli', domicile_name: 'Shop' } }),
    );
    rehydrateAllStores();
    const { user } = renderBlock();
    expect(screen.getByRole('radio', { name: 'A new address' })).toBeChecked();
    expect(await searchField()).toHaveValue('rivoli');
    expect(nameField()).toHaveValue('Shop');
    await user.click(await searchField());
    expect(await screen.findByRole('option', { name: RIVOLI.formatted_address })).toBeVisible();
  });
});

describe('mode 2: the map', () => {
  it('loads the map only when asked, with the tiles and attribution of app_config', async () => {
    const { user } = renderBlock({ initial: { ...emptyAddress, mode: 'new' } });
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Place it on the map' }));
    const map = await screen.findByRole('application', { name: 'Map of the address' });
    expect(await within(map).findByText(/© Test map contributors/)).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Position of the equipment' })).toBeInTheDocument();
    expect(latest.show_map).toBe(true);
    // spec §5: with the map shown, the missing place is the marker's problem, not the search field's.
    expect(addressProblem(latest)).toBe('bad_marker');
  });

  it('reverse-geocodes where the map is tapped, keeping that exact position', async () => {
    const { user } = renderBlock({ initial: { ...emptyAddress, mode: 'new', show_map: true } });
    const map = await screen.findByRole('application', { name: 'Map of the address' });
    await within(map).findByText(/© Test map contributors/);
    await user.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: 0, clientY: 0 } });
    await waitFor(() => expect(latest.place?.formatted_address).toBe(RIVOLI.formatted_address));
    const reverse = geoRequests.find((url) => url.pathname.endsWith('/geo/reverse'));
    expect(Number(reverse?.searchParams.get('lat'))).toBeCloseTo(latest.place?.latitude ?? 0, 6);
    expect(Number(reverse?.searchParams.get('lon'))).toBeCloseTo(latest.place?.longitude ?? 0, 6);
    expect(latest.place?.latitude).not.toBe(RIVOLI.latitude);
  });

  it('says bad_marker when there is no address where the marker is', async () => {
    server.use(http.get(apiUrl(api.geoReverse), () => errorResponse(404, 'not_found')));
    const { user } = renderBlock({
      initial: { ...emptyAddress, mode: 'new', show_map: true, place: RIVOLI },
    });
    const map = await screen.findByRole('application', { name: 'Map of the address' });
    await within(map).findByText(/© Test map contributors/);
    await user.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: 0, clientY: 0 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This place is not precise enough: move the marker',
    );
    expect(latest.place).toBeNull();
  });
});

describe('mode 3: locate me', () => {
  it('locates on choosing the mode, and reverse-geocodes the position in the interface language', async () => {
    const calls = fakeGeolocation({ lat: 45.7578, lon: 4.832 });
    const { user } = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'Locate me' }));
    expect(await screen.findByTestId('chosen-place')).toHaveTextContent(RIVOLI.formatted_address);
    expect(calls.count).toBe(1);
    const reverse = geoRequests.find((url) => url.pathname.endsWith('/geo/reverse'));
    expect(Object.fromEntries(reverse?.searchParams ?? [])).toEqual({
      lat: '45.7578',
      lon: '4.832',
      lang: 'en',
    });
    expect(latest).toMatchObject({ mode: 'locate', place: { latitude: 45.7578, longitude: 4.832 } });
    await user.type(nameField(), 'Site');
    expect(toDomicileChoice(latest)).toMatchObject({ mode: 'locate', domicile_name: 'Site' });
  });

  it('shows refuse_localisation as an alert when the installer refuses, and can ask again', async () => {
    const calls = fakeGeolocation({ code: 1 });
    const { user } = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'Locate me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location access was refused');
    expect(geoRequests).toEqual([]);
    fakeGeolocation({ lat: 45.7578, lon: 4.832 });
    await user.click(screen.getByRole('button', { name: 'Locate me again' }));
    expect(await screen.findByTestId('chosen-place')).toBeVisible();
    expect(screen.queryByText(/Location access was refused/)).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('says spec §6 "Location required" while there is no position, once errors are shown', async () => {
    fakeGeolocation({ code: 1 });
    const { user } = renderBlock({ showErrors: true });
    await user.click(screen.getByRole('radio', { name: 'Locate me' }));
    expect(await screen.findByText('Location required')).toBeVisible();
    expect(addressProblem(latest)).toBe('location_required');
    // Not the search field's message: there is no search field in this mode.
    expect(screen.queryByText('Search for the address or place it on the map')).not.toBeInTheDocument();
  });

  it.each([2, 3] as const)(
    'shows error_browser_localisation when the browser fails (code %i)',
    async (code) => {
      fakeGeolocation({ code });
      const { user } = renderBlock();
      await user.click(screen.getByRole('radio', { name: 'Locate me' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your browser could not give your location');
    },
  );

  it('shows error_browser_localisation in a browser without geolocation', async () => {
    const { user } = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'Locate me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser could not give your location');
  });

  it('warns error_localisation_precision when the located place is not valid', async () => {
    server.use(...geoHandlers(REGION));
    fakeGeolocation({ lat: 45.3, lon: 2.9 });
    const { user } = renderBlock({ initial: { ...emptyAddress, domicile_name: 'Hills' } });
    await user.click(screen.getByRole('radio', { name: 'Locate me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The location is not precise enough');
    expect(addressProblem(latest)).toBe('error_localisation_precision');
  });

  it('warns error_localisation_precision when no address is known at the position', async () => {
    server.use(http.get(apiUrl(api.geoReverse), () => errorResponse(404, 'not_found')));
    fakeGeolocation({ lat: 10, lon: -40 });
    const { user } = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'Locate me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The location is not precise enough');
    expect(latest.place).toBeNull();
  });

  it('keeps the position alone when the geocoder cannot answer: the server completes the address', async () => {
    server.use(http.get(apiUrl(api.geoReverse), () => errorResponse(502, 'error_geocode')));
    fakeGeolocation({ lat: 45.7578, lon: 4.832 });
    const { user } = renderBlock({ initial: { ...emptyAddress, domicile_name: 'Yard' } });
    await user.click(screen.getByRole('radio', { name: 'Locate me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the position is kept');
    expect(screen.getByTestId('offline-address')).toHaveTextContent('Position kept (45.75780, 4.83200)');
    expect(latest).toMatchObject({ mode: 'locate', place: null, position: { lat: 45.7578, lon: 4.832 } });
    expect(addressProblem(latest)).toBeNull();
    expect(toDomicileChoice(latest)).toEqual({
      mode: 'coordinates',
      domicile_name: 'Yard',
      latitude: 45.7578,
      longitude: 4.832,
    });
  });

  it('shows error_geocode when the geocoder refuses the call', async () => {
    server.use(http.get(apiUrl(api.geoReverse), () => errorResponse(429, 'rate_limited')));
    fakeGeolocation({ lat: 45.7578, lon: 4.832 });
    const { user } = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'Locate me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(latest.position).toBeNull();
  });
});

describe('changing mode', () => {
  it('drops the place of the previous mode and keeps the domicile name', async () => {
    fakeGeolocation({ lat: 45.7578, lon: 4.832 });
    const { user } = renderBlock({
      initial: { ...emptyAddress, mode: 'new', place: RIVOLI, domicile_name: 'Site' },
    });
    expect(await chosenPlace()).toHaveTextContent(RIVOLI.formatted_address);
    await user.click(screen.getByRole('radio', { name: 'An existing address' }));
    expect(latest).toMatchObject({ mode: 'existing', place: null, domicile_name: 'Site' });
    expect(screen.queryByTestId('chosen-place')).not.toBeInTheDocument();
  });

  it('ignores a late answer for a mode that was left', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get(apiUrl(api.geoPlace), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ data: RIVOLI });
      }),
    );
    const { user } = renderBlock({ initial: { ...emptyAddress, mode: 'new' } });
    await user.type(await searchField(), 'rivoli');
    await user.click(await screen.findByRole('option', { name: SUGGESTIONS[0]?.label ?? '' }));
    await waitFor(() => expect(answer).toBeDefined());
    await user.click(screen.getByRole('radio', { name: 'An existing address' }));
    answer?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(latest).toMatchObject({ mode: 'existing', place: null });
  });
});

/** The browser says it has no network, as a phone in a cellar does (and tells the page). */
function goOffline() {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

describe('without signal (docs/decisions/0007-offline-installations-checked-on-sending.md)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a new address as typed, says so, and asks the search nothing', async () => {
    goOffline();
    const { user } = renderBlock({ initial: { ...emptyAddress, domicile_name: 'Barn' } });
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await user.type(await searchField(), '12 route de Lyon, Cluny');
    expect(await searchField()).toHaveAccessibleDescription('No signal: the address is kept as typed');
    expect(screen.getByTestId('offline-address')).toHaveTextContent(
      'No signal: the address is kept as typed. The server will locate it when the installation is sent.',
    );
    // Leaving the field keeps the text: there is no list to choose from.
    await user.click(nameField());
    expect(await searchField()).toHaveValue('12 route de Lyon, Cluny');
    expect(addressProblem(latest)).toBeNull();
    expect(toDomicileChoice(latest)).toEqual({
      mode: 'typed',
      domicile_name: 'Barn',
      address_text: '12 route de Lyon, Cluny',
    });
    expect(geoRequests).toEqual([]);
  });

  it('asks for an address long enough to be found', async () => {
    goOffline();
    const { user } = renderBlock({ showErrors: true, initial: { ...emptyAddress, domicile_name: 'Barn' } });
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await user.type(await searchField(), 'ab');
    expect(addressProblem(latest)).toBe('address.typed_required');
    expect(screen.getByText('Type the address: street and town (at least 3 characters)')).toBeVisible();
  });

  it('takes the text as typed when the search gets no answer although the browser says online', async () => {
    server.use(http.get(apiUrl(api.geoAutocomplete), () => HttpResponse.error()));
    const { user } = renderBlock({ initial: { ...emptyAddress, domicile_name: 'Barn' } });
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await user.type(await searchField(), 'route de Lyon');
    await waitFor(() => expect(latest.typed_address).toBe('route de Lyon'));
    expect(toDomicileChoice(latest)).toMatchObject({ mode: 'typed', address_text: 'route de Lyon' });
  });

  it('locates without looking the address up: the position is kept, the server completes it', async () => {
    goOffline();
    fakeGeolocation({ lat: 45.7578, lon: 4.832 });
    const { user } = renderBlock({ initial: { ...emptyAddress, domicile_name: 'Plant room' } });
    await user.click(screen.getByRole('radio', { name: 'Locate me' }));
    expect(await screen.findByTestId('offline-address')).toHaveTextContent(
      'Position kept (45.75780, 4.83200): the server will complete the address when the installation is sent.',
    );
    expect(geoRequests).toEqual([]);
    expect(toDomicileChoice(latest)).toEqual({
      mode: 'coordinates',
      domicile_name: 'Plant room',
      latitude: 45.7578,
      longitude: 4.832,
    });
  });

  it('says the saved addresses are the ones kept on the phone', async () => {
    goOffline();
    const { user } = renderBlock();
    await user.click(screen.getByRole('radio', { name: 'An existing address' }));
    expect(screen.getByTestId('offline-address')).toHaveTextContent(
      'No signal: the client’s saved addresses as kept on this phone.',
    );
  });

  it('keeps what was typed when the signal returns, until the installer searches again', async () => {
    goOffline();
    const { user } = renderBlock({ initial: { ...emptyAddress, domicile_name: 'Barn' } });
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await user.type(await searchField(), 'rue de rivol');
    expect(latest.typed_address).toBe('rue de rivol');
    vi.restoreAllMocks();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // Nothing typed twice: the address typed without signal still stands.
    expect(addressProblem(latest)).toBeNull();
    await user.type(await searchField(), 'i');
    await waitFor(() => expect(latest.typed_address).toBeNull());
    expect(addressProblem(latest)).toBe('address.new_address_required');
    await user.click(await screen.findByRole('option', { name: SUGGESTIONS[0]?.label }));
    await waitFor(() => expect(latest.place).toEqual(RIVOLI));
  });
});
