import { lazy } from 'react';
import { onceUntilFailed } from '../../lib/once-until-failed.ts';

/**
 * The address block's modes 2 and 3 (a new address, the browser's position) and the geocoder's calls are a
 * chunk of their own: a customer's saved address, the usual case on step 4, never loads the search, the
 * locating nor the geocoder's schemas (docs/decisions/0009-web-start-up.md, item 14). Started when the
 * installer chooses one of those modes; a failed fetch (no signal before the worker precached it) is tried
 * again on the next call.
 */
export const loadPlacedAddress = onceUntilFailed(() => import('./placed-address.tsx'));

export const PlacedAddress = lazy(() => loadPlacedAddress().then((m) => ({ default: m.PlacedAddress })));
