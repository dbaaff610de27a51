import { api, type FirstEmission } from '@installer/contracts';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AppProviders } from '../app/app-providers.tsx';
import { AppRoutes } from '../app/routes.tsx';
import { rehydrateAllStores } from '../lib/persisted-store.ts';
import { queryClient } from '../lib/queries.tsx';
import { type ResultParams, resultArrival, resultParams } from '../wizard-core/result-params.ts';
import { initialWizardState, type WizardState } from '../wizard-core/wizard-store.ts';
import { demoSession } from './demo-data.ts';
import { apiUrl } from './handlers.ts';
import { server } from './server.ts';
import { openPage, testRouter } from './test-router.ts';

/** What the wizard hands over after installing demo device 10000001 for client@demo.test. */
export const resultParamsFor = (overrides: Partial<ResultParams> = {}): ResultParams => ({
  id_device: 1,
  device_number: '10000001',
  url_device_detail: 'https://platform.example.test/devices/10000001',
  id_professional: 1,
  value_type_device: 'level',
  id_module: null,
  url_platform: null,
  installation: {
    notice: '/media/notice-tank.png',
    description: 'Screw the sensor on the tank.',
    introduction: null,
  },
  email: null,
  id_installation: null,
  site: null,
  replaced_device_number: null,
  ...overrides,
});

export const emission = (data: Partial<FirstEmission> = {}): FirstEmission => ({
  mesure: 1188,
  hauteur_liquide: 812,
  signal_quality: 4,
  volume: null,
  weight: null,
  emitted_at: '2026-11-22T08:00:00.000Z',
  received_at: '2026-11-22T08:00:01.000Z',
  ...data,
});

/**
 * Answers each first_emission poll from `answers` in turn (then the last one again), and counts the polls:
 * `null` is an empty answer, a number an error status, an object the emission.
 */
export function serveFirstEmission(...answers: (FirstEmission | null | number)[]) {
  const polls: string[] = [];
  server.use(
    http.get(apiUrl(api.getFirstEmission), ({ params }) => {
      const answer = answers[Math.min(polls.length, answers.length - 1)] ?? null;
      polls.push(String(params.id_device));
      if (typeof answer === 'number') {
        return HttpResponse.json({ error: { code: 'internal', message: 'down' } }, { status: answer });
      }
      return HttpResponse.json({ data: answer });
    }),
  );
  return polls;
}

export interface RenderResultOptions {
  /** The navigation state; undefined for a visit of /result without one (a typed address, a reload). */
  state?: unknown;
  wizard?: Partial<WizardState>;
}

/**
 * Mounts the app's real routes at /result as the wizard's navigation (`resultArrival`) leaves it, signed
 * in as the demo installer. `reload()` mounts the page again without the state: only this tab's
 * sessionStorage and localStorage remain, as after a reload that dropped the history state.
 */
export function renderResult({ state, wizard }: RenderResultOptions = {}) {
  window.localStorage.setItem('installer.session', JSON.stringify(demoSession));
  window.localStorage.setItem('installer.wizard', JSON.stringify({ ...initialWizardState(), ...wizard }));
  const mount = (entryState: unknown) => {
    rehydrateAllStores();
    queryClient.clear();
    openPage('/result', entryState);
    return render(
      <AppProviders options={{ loaderDelayMs: 0, pageStartedAt: 0 }}>
        <AppRoutes />
      </AppProviders>,
    );
  };
  // A complete set of parameters arrives as the wizard sends it, with the key of its arrival.
  const arrival = resultParams.safeParse(state).success ? resultArrival(state as ResultParams) : state;
  let view = mount(arrival);
  return {
    router: testRouter,
    reload() {
      view.unmount();
      view = mount(null);
    },
  };
}

/** renderResult, once the lazily loaded result screen is on screen (its timers start from there). */
export async function showResult(options: RenderResultOptions = {}) {
  const app = renderResult(options);
  // The first visit also loads the route's chunk, which can take a while on a busy machine.
  await screen.findByRole('heading', { name: 'Installation result' }, { timeout: 5000 });
  return app;
}
