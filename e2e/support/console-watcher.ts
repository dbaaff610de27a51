import type { BrowserContext, ConsoleMessage, Request, WebError } from '@playwright/test';

/**
 * What a journey's browser reported that a user never should cause: a console error or warning, an
 * uncaught error, a request that failed (refused, cut, or aborted by the page itself: `net::ERR_ABORTED` on
 * an `/assets/` chunk is a chunk the page asked for and then dropped). The fixture in `fixtures.ts` records
 * them for every journey and fails the journey at its end when one is not expected.
 */
export type Problem =
  | { kind: 'console'; type: 'error' | 'warning'; text: string; url: string; page: string }
  | { kind: 'page-error'; text: string; page: string }
  | { kind: 'request-failed'; method: string; url: string; error: string; resource: string; page: string };

/**
 * An expected problem: its kind, the URL it concerns (the request's, or the console line's source), and
 * for console lines their text. `why` is what a reader of the journey needs to accept it.
 */
export interface Expectation {
  kind: Problem['kind'];
  /** Matched against the path and query of the problem's URL (same origin) or the whole URL. */
  url?: RegExp;
  /** Matched against the console text, the error message or the request's failure (`net::ERR_...`). */
  text?: RegExp;
  why: string;
}

/** Chromium's own console line for an answer the page asked for and got with an HTTP error status. */
export const statusLine = (statuses: number[]) =>
  new RegExp(`^Failed to load resource: the server responded with a status of (${statuses.join('|')}) `);

/** Chromium's own console line for a request the network refused to carry (`net::ERR_INTERNET_DISCONNECTED`). */
const OFFLINE_LINE = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;
const OFFLINE_FAILURE = /^net::ERR_INTERNET_DISCONNECTED$/;

/** A request to `url` failing because the journey cut the network, and Chromium's console line about it. */
export function cutByTheJourney(url: RegExp, why: string): Expectation[] {
  return [
    { kind: 'request-failed', url, text: OFFLINE_FAILURE, why },
    { kind: 'console', url, text: OFFLINE_LINE, why },
  ];
}

/**
 * Expected in every journey, and only these. Each is the browser's, not the app's: the app must log
 * nothing itself on an expected answer.
 */
export const ALWAYS_EXPECTED: readonly Expectation[] = [
  {
    kind: 'console',
    url: /^\/api\/v1\/user_client\?email=[^&]*$/,
    text: statusLine([404, 410]),
    why: 'spec §4 Client lookup: 404 is a customer not found yet, 410 an e-mail already taken; both are answers step 1 shows',
  },
  {
    kind: 'console',
    url: /^\/api\/v1\/device\/[^/]+\/is_installable$/,
    text: statusLine([404]),
    why: 'spec §8 Device: a device number the platform does not know answers 404 (device_not_found)',
  },
  {
    kind: 'console',
    url: /^\/api\/v1\/device\/[^/]+\/sigfox_number_by_serial_number$/,
    text: statusLine([404]),
    why: 'spec §8 Device: an unknown serial number on the beehive hosts answers 404 (device_series_number_not_found)',
  },
  {
    // Not in the list the console watcher started from: found by its first whole-suite runs, in journeys
    // that reload or navigate (sign-in, reload, result, the setup's three sign-ins). Browser-initiated, like
    // the status lines above: it cannot hide a fault of the app (a missing icon answers 404, still reported).
    kind: 'request-failed',
    url: /^\/(favicon\.svg|media\/favicon-[\w-]+\.(png|svg|ico))$/,
    text: /^net::ERR_ABORTED$/,
    why: 'Chromium fetches the page icon on its own after load (index.html’s, then the display options’, spec §2); a navigation by the journey cancels that fetch when still under way',
  },
  {
    // Found by the first whole-suite run with priming: a journey that reloads, navigates or closes its page
    // while the background priming reads are under way cancels them. Reads only (no write is in this list);
    // priming runs again later (docs/decisions/0012-offline-priming.md), and a read that fails otherwise
    // (an HTTP error, a refused connection) is still reported.
    kind: 'request-failed',
    url: /^\/api\/v1\/(professional\/[^/]+\/(asset_types|asset_liquids\/type\/[^/]+|user_clients|devices|clients\/public)|client\/[^/]+\/domiciles\/public|asset_model_reference\/|brand_reference|model_reference\/|device_referentiel\/[^/]+\/name|display_option\/|asset_generic_module\/|liquid\/[^/]+\/name|referential\/localisation_types\/|module\/|asset_liquid\/professional\/|jobs\/mine$)/,
    text: /^net::ERR_ABORTED$/,
    why: 'priming reads the day’s reference data in the background after sign-in; a navigation by the journey cancels the reads still under way',
  },
  {
    // Found by a clean-clone run on a loaded machine: the debounce let a keystroke's search leave, and the next
    // one superseded it.
    kind: 'request-failed',
    url: /^\/api\/v1\/geo\/autocomplete\?/,
    text: /^net::ERR_ABORTED$/,
    why: 'the address search cancels the suggestions of a text the installer has typed on from (features/address/api/geo-autocomplete.ts, TanStack Query’s signal): the stale answer is not needed',
  },
  {
    // Found by a clean-clone run on a busy machine: the list's refresh was under way when the journey opened a
    // row.
    kind: 'request-failed',
    url: /^\/api\/v1\/installations(\?|$)/,
    text: /^net::ERR_ABORTED$/,
    why: 'My installations refreshes its list every 10 s while a sensor waits for its first measurement (features/my-installations/api/use-my-installations.ts); leaving the screen cancels a refresh under way, a read',
  },
  {
    // Found by a clean-clone run on a loaded machine: the installer signed out from the result screen while
    // a poll was under way. The office journeys waited for a poll's answer before leaving, which only made
    // the race rarer; every journey may leave the screen when the installer would.
    kind: 'request-failed',
    url: /^\/api\/v1\/device\/\d+\/first_emission$/,
    text: /^net::ERR_ABORTED$/,
    why: 'the result screen polls the first measurement every 10 s (spec §9, features/result/api/use-first-emission.ts, TanStack Query’s signal); leaving the screen or signing out cancels a poll under way, a read',
  },
  {
    kind: 'console',
    text: /^Service Worker registration blocked by Playwright$/,
    why: 'Playwright itself logs this when a journey runs with `serviceWorkers: "block"` (playwright.config.ts)',
  },
];

/** The path and query of a URL of the page's own origin (the app's server), else the whole URL. */
/**
 * What a journey that cuts the network on purpose (`context.setOffline(true)`) expects to fail while it is
 * cut, and nothing else: a chunk of the app, the error log or a page's own look-up failing offline is still
 * a problem.
 */
export const WHILE_OFFLINE: readonly Expectation[] = [
  // Found by a clean-clone run: a call cut in the instant the network goes, before the page's
  // navigator.onLine says so, is a failure the app posts to the error log (spec §7), and that post cannot
  // leave either.
  ...cutByTheJourney(
    /^\/api\/v1\/elastic_search\/log$/,
    'a failure seen as the journey cuts the network, before the page knows it is offline, is logged, and the log cannot leave',
  ),
  ...cutByTheJourney(
    /^\/api\/v1\/(installation\/device|installation\/\d+|installation\/\d+\/OtoDataInstall|user_client\/invitation\/inscription|asset\/device\/[^/]+\/image)$/,
    'README "In the field, without signal": the outbox tries its installation (or its edit), configuration, invitation and photo calls and keeps them when they cannot leave',
  ),
  {
    kind: 'request-failed',
    url: /^\/api\/v1\/(professional\/[^/]+\/asset_types|professional\/[^/]+\/asset_liquids\/|referential\/localisation_types\/|brand_reference|model_reference\/|asset_generic_module\/|module\/|asset_liquid\/|display_option\/|app_config$|professional\/[^/]+\/clients\/public$|client\/[^/]+\/domiciles\/public$|liquid\/[^/]+\/name$|device_referentiel\/[^/]+\/name$|asset_model_reference\/|professional\/[^/]+\/(user_clients|devices)(\?|$)|jobs\/mine$)/,
    text: OFFLINE_FAILURE,
    why: 'the service worker reads reference data network first (src/sw.ts, the endpoints marked offline in the contracts) and answers from its cache when that fails; priming reads the same lists, and My jobs (features/priming/prime.ts), and keeps what it had when they fail',
  },
];

/** What the offline journeys cut on purpose (tests/pwa.spec.ts, tests/outbox.spec.ts, ...), by file. */
export const DECLARED_FOR_FILE: Readonly<Record<string, readonly Expectation[]>> = {
  'pwa.spec.ts': [
    ...WHILE_OFFLINE,
    ...cutByTheJourney(/^\/healthz$/, 'the journey proves the network is gone with a fetch of /healthz'),
  ],
  'offline-from-step-1.spec.ts': WHILE_OFFLINE,
  'offline-scanner.spec.ts': WHILE_OFFLINE,
  'shared-phone.spec.ts': [
    ...WHILE_OFFLINE,
    ...cutByTheJourney(
      /^\/api\/v1\/auth\/logout$/,
      'the installer signs out without signal, keeping what waits: signing out on the phone is what matters',
    ),
  ],
  'outbox.spec.ts': [
    ...WHILE_OFFLINE,
    {
      kind: 'console',
      url: /^\/api\/v1\/installation\/device$/,
      text: statusLine([409]),
      why: 'the journey installs the device as a colleague first, so the queued installation is refused (409)',
    },
  ],
};

function pathOf(url: string, page: string): string {
  try {
    const target = new URL(url);
    return target.origin === new URL(page).origin ? `${target.pathname}${target.search}` : url;
  } catch {
    return url;
  }
}

function matches(problem: Problem, expectation: Expectation): boolean {
  if (problem.kind !== expectation.kind) return false;
  const url = 'url' in problem ? pathOf(problem.url, problem.page) : undefined;
  if (expectation.url && (url === undefined || !expectation.url.test(url))) return false;
  const text = problem.kind === 'request-failed' ? problem.error : problem.text;
  return !expectation.text || expectation.text.test(text);
}

export function describeProblem(problem: Problem): string {
  switch (problem.kind) {
    case 'console':
      return `console ${problem.type}: ${problem.text}${problem.url ? ` (${problem.url})` : ''} on ${problem.page}`;
    case 'page-error':
      return `uncaught error: ${problem.text} on ${problem.page}`;
    case 'request-failed':
      return `request failed: ${problem.method} ${problem.url} (${problem.resource}) ${problem.error} on ${problem.page}`;
  }
}

/** Records the problems of one browser context until `stop()`. */
export class ConsoleWatcher {
  readonly problems: Problem[] = [];
  private readonly expected: Expectation[] = [...ALWAYS_EXPECTED];
  private readonly inFlight = new Set<Request>();
  private lastActivity = 0;
  private stopped = false;

  constructor(private readonly context: BrowserContext) {
    context.on('console', this.onConsole);
    context.on('weberror', this.onWebError);
    context.on('request', this.onRequest);
    context.on('requestfinished', this.onRequestDone);
    context.on('requestfailed', this.onRequestFailed);
  }

  /**
   * Resolves once no request of the context has been under way for `quietMs` (at once when none ever was),
   * or after `timeoutMs` whatever the page still does. Every navigation a journey makes waits for it
   * (fixtures.ts wraps `page.goto` and `page.reload`): a person reloads or leaves a screen that has finished
   * loading, and a navigation made earlier would cut the screen's lazy chunks, images or priming's reads
   * (net::ERR_ABORTED), which the watcher rightly reports when the app does it. Playwright's 'networkidle'
   * load state is reached once per document, so it says nothing of what a screen shown later by client-side
   * routing still loads.
   */
  async settled(quietMs = 500, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight.size > 0 || Date.now() - this.lastActivity < quietMs) {
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A journey declares what it causes on purpose (a network cut, an answer it provokes), and why. */
  allow(...expectations: Expectation[]): void {
    this.expected.push(...expectations);
  }

  /** Stops recording: what the context does while it closes (requests cut by the closing) is not the app's. */
  stop(): void {
    this.stopped = true;
    this.context.off('console', this.onConsole);
    this.context.off('weberror', this.onWebError);
    this.context.off('request', this.onRequest);
    this.context.off('requestfinished', this.onRequestDone);
    this.context.off('requestfailed', this.onRequestFailed);
  }

  unexpected(): Problem[] {
    return this.problems.filter(
      (problem) => !this.expected.some((expectation) => matches(problem, expectation)),
    );
  }

  private readonly onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    if (this.stopped || (type !== 'error' && type !== 'warning')) return;
    this.problems.push({
      kind: 'console',
      type,
      text: message.text(),
      url: message.location().url,
      page: message.page()?.url() ?? '',
    });
  };

  private readonly onWebError = (error: WebError) => {
    if (this.stopped) return;
    const cause = error.error();
    this.problems.push({
      kind: 'page-error',
      text: cause.stack ?? cause.message,
      page: error.page()?.url() ?? '',
    });
  };

  private readonly onRequest = (request: Request) => {
    this.inFlight.add(request);
    this.lastActivity = Date.now();
  };

  private readonly onRequestDone = (request: Request) => {
    this.inFlight.delete(request);
    this.lastActivity = Date.now();
  };

  private readonly onRequestFailed = (request: Request) => {
    this.inFlight.delete(request);
    this.lastActivity = Date.now();
    if (this.stopped) return;
    let page = '';
    try {
      page = request.frame().url();
    } catch {
      // A service worker's request has no frame.
      page = request.serviceWorker()?.url() ?? '';
    }
    this.problems.push({
      kind: 'request-failed',
      method: request.method(),
      url: request.url(),
      error: request.failure()?.errorText ?? '',
      resource: request.resourceType(),
      page,
    });
  };
}
