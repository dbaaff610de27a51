import { api } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handoverReport } from '../../test/after-visit.ts';
import {
  CUSTOMER_TOKEN,
  customerSession,
  renderSpacePage,
  serveCustomerCall,
} from '../../test/customer-space.tsx';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { Route } from 'wouter';
import { SpaceReportPage } from './space-report-page.tsx';

/** The page under its route, which gives it the installation's id. */
const Page = () => <Route path="/space/report/:id_installation" component={SpaceReportPage} />;

vi.setConfig({ testTimeout: 30_000 });

const PHOTOS = '/api/v1/customer/installations/41/photos/5';

/** The report of installation 41 as the customer's call answers it: photos under the customer's route. */
const spaceReport = () =>
  handoverReport({
    photos: [
      {
        id_photo: 5,
        url: PHOTOS,
        variants: [720, 1080].map((width) => ({ width, url: `${PHOTOS}?w=${width}` })),
        content_type: 'image/jpeg',
        created_at: '2026-11-24T08:10:00.000Z',
      },
    ],
  });

// jsdom has no object URLs: a stand-in that names the bytes it was given, as the browser's blob: URLs do.
let made: Blob[] = [];
beforeEach(() => {
  made = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        made.push(blob);
        return `blob:http://localhost/${made.length}`;
      }
      static override revokeObjectURL() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the report inside the customer's space", () => {
  it("shows the report page's view through the customer's call, its photos fetched with the customer's token", async () => {
    const asked = serveCustomerCall(api.customerInstallationReport, () => spaceReport());
    const photos: { url: string; authorization: string | null }[] = [];
    server.use(
      http.get(apiUrl(api.customerReportPhoto), ({ request }) => {
        photos.push({ url: request.url, authorization: request.headers.get('Authorization') });
        return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
          headers: { 'Content-Type': 'image/jpeg' },
        });
      }),
    );
    renderSpacePage('/space/report/41', Page, { session: customerSession() });
    const article = await screen.findByRole('article', { name: 'Rapport d’installation' });
    expect(asked.map((request) => [new URL(request.url).pathname, request.authorization])).toEqual([
      ['/api/v1/customer/installations/41/report', `Bearer ${CUSTOMER_TOKEN}`],
    ]);
    expect(photos.map((photo) => [photo.url.replace(/^https?:\/\/[^/]+/, ''), photo.authorization])).toEqual([
      [`${PHOTOS}?w=1080`, `Bearer ${CUSTOMER_TOKEN}`],
    ]);
    const photo = within(article).getByRole('img', { name: /^Photo de l’installation prise le/ });
    expect(photo).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(made.map((blob) => blob.size)).toEqual([3]);
    // Opened with the session, not a link: no word of a link's lifetime.
    expect(within(article).queryByText(/^Toute personne disposant de ce lien/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my installations' })).toHaveAttribute('href', '/space');
  });

  it("says when the report is not the customer's (404), without a way to try again", async () => {
    serveCustomerCall(api.customerInstallationReport, () => errorResponse(404, 'not_found'));
    renderSpacePage('/space/report/41', Page, { session: customerSession() });
    expect(await screen.findByRole('heading', { name: 'The report could not be loaded' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('sends a customer without a session to the sign-in', async () => {
    const asked = serveCustomerCall(api.customerInstallationReport, () => spaceReport());
    renderSpacePage('/space/report/41', Page);
    await waitFor(() => expect(window.location.pathname).toBe('/space/sign-in'));
    expect(asked).toEqual([]);
  });
});
