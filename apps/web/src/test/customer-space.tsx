import { api, type CustomerInstallation, type CustomerSession, type EndpointDef } from '@installer/contracts';
import type { ComponentType } from 'react';
import { HttpResponse, http } from 'msw';
import { QueryProvider } from '../lib/queries.tsx';
import { apiUrl } from './handlers.ts';
import { mountPage } from './render-app.tsx';
import { server } from './server.ts';

/** A welcome link's token: 32 random bytes in base64url, as the server makes them. */
export const INVITATION_TOKEN = 'Zx9_Ab-CdEfGhIjKlMnOpQrStUvWxYz0123456789AB';

export const CUSTOMER_TOKEN = 'customer-token-of-the-test';

export function customerSession(overrides: Partial<CustomerSession> = {}): CustomerSession {
  return {
    token: CUSTOMER_TOKEN,
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    customer: { id_customer: 3, email: 'camille@example.test', locale: 'gb' },
    ...overrides,
  };
}

export function customerInstallation(overrides: Partial<CustomerInstallation> = {}): CustomerInstallation {
  return {
    id_installation: 41,
    installed_at: '2026-11-20T09:30:00.000Z',
    device_number: '10000001',
    equipment: { name: 'Fuel tank', kind: 'cuve', type_name: 'Tank' },
    address: { address_name: 'Home', address: '12 Rue des Lilas, 69003 Lyon' },
    latest: { at: '2026-11-26T07:15:00.000Z', level_mm: 1234.5, weight_kg: null, volume_l: 2000 },
    signal: 4,
    report: { id_report_link: 9, expires_at: '2026-12-20T09:30:00.000Z' },
    ...overrides,
  };
}

/**
 * Mounts one page of the personal space at `path` (its address, with a fragment if any), with TanStack Query
 * as its route gives it, and the customer's session stored unless `session` is false: the page alone, no shell.
 */
export function renderSpacePage(
  path: string,
  Page: ComponentType,
  { session }: { session?: CustomerSession | false } = {},
) {
  if (session) window.localStorage.setItem('customer.session', JSON.stringify(session));
  return mountPage(path, () => (
    <QueryProvider>
      <Page />
    </QueryProvider>
  ));
}

/**
 * Answers `endpoint` with the data `answer()` gives (or resolves to), or the Response it gives, and records the
 * address and Authorization header of each request.
 */
export function serveCustomerCall(
  endpoint: EndpointDef,
  answer: (request: Request) => unknown,
): { authorization: string | null; url: string }[] {
  const requests: { authorization: string | null; url: string }[] = [];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'delete';
  server.use(
    http[method](apiUrl(endpoint), async ({ request }) => {
      requests.push({ authorization: request.headers.get('Authorization'), url: request.url });
      const data = await answer(request);
      return data instanceof Response ? data : HttpResponse.json({ data });
    }),
  );
  return requests;
}

/** The customer's installations answered with `list` (or a Response: an error). */
export function serveInstallations(list: CustomerInstallation[] | Response) {
  return serveCustomerCall(api.customerInstallations, () => list);
}
