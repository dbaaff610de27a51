import { api, type HandoverReport } from '@installer/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { preloadScreen } from '../../app/routes.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { handoverReport, REPORT_TOKEN } from '../../test/after-visit.ts';
import { apiUrl, errorLogs, errorResponse } from '../../test/handlers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

/** Answers GET /report/:token with `answer(lang)` and records each request's token and lang. */
function serveReport(answer: (lang: string | null) => HandoverReport | Response) {
  const requests: { token: string; lang: string | null; authorization: string | null }[] = [];
  server.use(
    http.get(apiUrl(api.getReport), ({ request, params }) => {
      const lang = new URL(request.url).searchParams.get('lang');
      requests.push({
        token: String(params.token),
        lang,
        authorization: request.headers.get('Authorization'),
      });
      const report = answer(lang);
      return report instanceof Response ? report : HttpResponse.json({ data: report });
    }),
  );
  return requests;
}

/** What the page tells search engines (a robots meta tag in the document's head). */
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the handover report, for whoever holds its link', () => {
  it("shows the report in its own language, leaving the reader's interface language and shell alone", async () => {
    const requests = serveReport(() => handoverReport());
    renderApp(`/report/${REPORT_TOKEN}`);
    const article = await screen.findByRole('article', { name: 'Rapport d’installation' });
    expect(article).toHaveAttribute('lang', 'fr-FR');
    // The installer opening it keeps their own language, and the report sends no token of theirs.
    expect(currentLocale()).toBe('gb');
    expect(document.documentElement.lang).toBe('en-GB');
    expect(requests).toEqual([{ token: REPORT_TOKEN, lang: null, authorization: null }]);
    // Outside the installer's shell: no app bar, so no sign-out and no outbox.
    expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    expect(definition('Entreprise d’installation')).toHaveTextContent('Demo Installations');
    expect(definition('Installateur')).toHaveTextContent('Demo Installer');
    expect(definition('Numéro d’appareil')).toHaveTextContent('10000001');
    expect(definition('Nom de l’équipement')).toHaveTextContent('Cuve fioul');
    expect(definition('Contenu')).toHaveTextContent('Fioul domestique');
    expect(definition('Volume (L)')?.textContent).toMatch(/^2\s000$/);
    expect(definition('Hauteur de liquide')).toHaveTextContent('812 mm');
    expect(within(article).getByText('Bon')).toBeVisible();
    expect(within(article).getByText('La Ferme Haute')).toBeVisible();
    const map = await screen.findByRole('region', { name: 'Carte de l’adresse de l’installation' });
    // Leaflet loads when the map comes into view (report-map.tsx): its marker comes after the region.
    expect(await within(map).findByRole('img', { name: 'Lieu de l’installation' })).toBeInTheDocument();
    const photo = within(article).getByRole('img', { name: /^Photo de l’installation prise le/ });
    // At the size the page shows it; a tap opens it full size (docs/decisions/0015-report-photo-variants.md).
    const photos = `/api/v1/report/${REPORT_TOKEN}/photos/5`;
    expect(photo).toHaveAttribute('srcset', `${photos}?w=720 720w, ${photos}?w=1080 1080w`);
    expect(photo).toHaveAttribute('src', `${photos}?w=1080`);
    expect(photo.getAttribute('sizes')).toMatch(/calc\(100vw - 24px\)$/);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.closest('a')).toHaveAttribute('href', photos);
    expect(within(article).getByText(/^Toute personne disposant de ce lien/)).toBeVisible();
    expect(robots()).toBe('noindex, nofollow');
  });

  it('lists the sensors a swap replaced in a table, one row each', async () => {
    serveReport(() =>
      handoverReport({
        language: 'gb',
        previous_devices: [
          {
            device_number: '10000009',
            referential_name: 'TEK 766',
            installed_at: '2026-10-01T08:00:00.000Z',
            removed_at: '2026-11-20T08:00:00.000Z',
          },
        ],
      }),
    );
    renderApp(`/report/${REPORT_TOKEN}`, { session: false });
    const table = await screen.findByRole('table', { name: 'Replaced sensors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Device number', 'Model', 'Installed on', 'Removed on']);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row as HTMLElement).getByRole('cell', { name: '10000009' })).toBeVisible();
    expect(row).toHaveTextContent('TEK 766');
    expect(row).toHaveTextContent(/20 November 2026/);
  });

  it('prints with the browser, and switches to another language on request', async () => {
    const requests = serveReport((lang) => handoverReport({ language: lang === 'de' ? 'de' : 'fr' }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(`/report/${REPORT_TOKEN}`);
    await screen.findByRole('article', { name: 'Rapport d’installation' });
    await user.click(screen.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }));
    expect(print).toHaveBeenCalledOnce();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue du rapport' }), 'de');
    const article = await screen.findByRole('article', { name: 'Installationsbericht' });
    expect(article).toHaveAttribute('lang', 'de-DE');
    expect(requests.map((request) => request.lang)).toEqual([null, 'de']);
    expect(currentLocale()).toBe('gb');
  });

  it("opens in the customer's browser language, not the language of the screen it was shared from", async () => {
    // The installer shared it from an English screen (the link remembers gb); the customer's browser reads French.
    const languages = vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr', 'en']);
    const requests = serveReport((lang) => handoverReport({ language: lang === 'fr' ? 'fr' : 'gb' }));
    renderApp(`/report/${REPORT_TOKEN}`, { session: false });
    const article = await screen.findByRole('article', { name: 'Rapport d’installation' });
    expect(article).toHaveAttribute('lang', 'fr-FR');
    expect(requests.map((request) => request.lang)).toEqual(['fr']);
    languages.mockRestore();
  });

  it('shows the report asked as the page started, beside its chunk: the server is asked once (docs/decisions/0027)', async () => {
    const languages = vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr', 'en']);
    const requests = serveReport((lang) => handoverReport({ language: lang === 'fr' ? 'fr' : 'gb' }));
    await preloadScreen(`/report/${REPORT_TOKEN}`);
    renderApp(`/report/${REPORT_TOKEN}`, { session: false });
    await screen.findByRole('article', { name: 'Rapport d’installation' });
    expect(requests.map((request) => request.lang)).toEqual(['fr']);
    languages.mockRestore();
  });

  it("keeps the link's language for a reader of none of the app's languages", async () => {
    const languages = vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    const language = vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('ja-JP');
    const requests = serveReport(() => handoverReport({ language: 'fr' }));
    renderApp(`/report/${REPORT_TOKEN}`, { session: false });
    await screen.findByRole('article', { name: 'Rapport d’installation' });
    expect(requests.map((request) => request.lang)).toEqual([null]);
    languages.mockRestore();
    language.mockRestore();
  });

  it('says that an expired or revoked link opens nothing, without logging an error', async () => {
    serveReport(() => errorResponse(404, 'not_found'));
    renderApp(`/report/${REPORT_TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was revoked' }),
    ).toBeVisible();
    expect(errorLogs).toEqual([]);
    expect(robots()).toBe('noindex, nofollow');
  });

  it('asks nothing for a malformed link', async () => {
    renderApp('/report/not-a-token');
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was revoked' }),
    ).toBeVisible();
  });

  it('logs a failure without the token, and tries again on request', async () => {
    let calls = 0;
    serveReport(() => {
      calls += 1;
      return calls === 1 ? errorResponse(500, 'internal') : handoverReport({ language: 'gb' });
    });
    const { user } = renderApp(`/report/${REPORT_TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'The report could not be loaded' })).toBeVisible();
    await waitFor(() => expect(errorLogs).toHaveLength(1));
    expect(errorLogs[0]?.error).toBe('GET /api/v1/report/[token] -> 500 internal');
    expect(JSON.stringify(errorLogs)).not.toContain(REPORT_TOKEN);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Installation report' })).toBeVisible();
  });
});
