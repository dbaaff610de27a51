/**
 * The timers a test may fake. setImmediate stays real: fake-indexeddb (the outbox's IndexedDB in jsdom)
 * schedules its transactions with it, and a faked one would spin forever when a test advances the clock.
 */
export const TIMERS_TO_FAKE: ('setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date')[] = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'Date',
];
