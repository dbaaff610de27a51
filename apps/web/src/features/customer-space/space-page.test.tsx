import { api } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n.ts';
import {
  CUSTOMER_TOKEN,
  customerInstallation,
  customerSession,
  renderSpacePage,
  serveCustomerCall,
  serveInstallations,
} from '../../test/customer-space.tsx';
import { demoSession } from '../../test/demo-data.ts';
import { errorResponse } from '../../test/handlers.ts';
import { customerToken } from './customer-session.ts';
import { SpacePage } from './space-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  await changeLocale('gb');
});

const openSpace = () => renderSpacePage('/space', SpacePage, { session: customerSession() });

/** The text of the definition whose term is `term`, inside `card`. */
const fact = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).parentElement?.querySelectorAll('dd') ?? [];

describe("the customer's installations", () => {
  it('lists each installation with its latest measurement, signal and report, asked with the customer token', async () => {
    const asked = serveInstallations([
      customerInstallation(),
      customerInstallation({
        id_installation: 40,
        equipment: { name: 'Wheat silo', kind: 'silo', type_name: 'Silo' },
        latest: null,
        signal: null,
        report: null,
      }),
    ]);
    openSpace();
    const tank = await screen.findByRole('listitem', { name: 'Fuel tank' });
    expect(within(tank).getByText('Home · 12 Rue des Lilas, 69003 Lyon')).toBeVisible();
    const [figures, time] = fact(tank, 'Latest measurement');
    expect(figures).toHaveTextContent('1,234.5 mm · 2,000 l');
    expect(time?.textContent).toMatch(/^Measured on 26 Nov 2026, \d\d:15$/);
    expect(within(tank).getByText('Good')).toHaveAttribute('data-level', 'good');
    expect(within(tank).getByRole('link', { name: 'See the report' })).toHaveAttribute(
      'href',
      '/space/report/41',
    );
    expect(within(tank).getByRole('button', { name: 'Stop the link' })).toBeVisible();

    const silo = screen.getByRole('listitem', { name: 'Wheat silo' });
    expect(within(silo).getByText('The sensor has not sent a measurement yet.')).toBeVisible();
    expect(within(silo).getByText('No data')).toBeVisible();
    // No live link: nothing to stop; the report is still there through the space.
    expect(within(silo).queryByRole('button', { name: 'Stop the link' })).not.toBeInTheDocument();
    expect(within(silo).getByRole('link', { name: 'See the report' })).toBeVisible();

    expect(asked.map((request) => request.authorization)).toEqual([`Bearer ${CUSTOMER_TOKEN}`]);
  });

  it("writes figures and dates in the page's language", async () => {
    await changeLocale('fr');
    serveInstallations([customerInstallation()]);
    openSpace();
    const tank = await screen.findByRole('listitem', { name: 'Fuel tank' });
    const [figures, time] = fact(tank, 'Dernière mesure');
    // French: a narrow no-break space between thousands, a comma before decimals.
    expect(figures?.textContent).toBe('1\u202f234,5\u202fmm · 2\u202f000\u202fl');
    expect(time?.textContent).toMatch(/^Mesuré le 26 nov\. 2026, \d\d:15$/);
    expect(within(tank).getByText('Bon')).toBeVisible();
  });

  it('says in words that the list is loading, then that it is empty', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    serveCustomerCall(api.customerInstallations, () => pending);
    openSpace();
    expect(await screen.findByRole('status', { name: 'Loading your installations…' })).toBeVisible();
    answer(HttpResponse.json({ data: [] }));
    expect(await screen.findByText(/^No installation is linked to your space yet\./)).toBeVisible();
  });

  it('stops a live report link once confirmed, and shows the list again', async () => {
    let live = true;
    serveCustomerCall(api.customerInstallations, () => [
      customerInstallation({
        report: live ? { id_report_link: 9, expires_at: '2026-12-20T09:30:00.000Z' } : null,
      }),
    ]);
    const stopped = serveCustomerCall(api.stopCustomerReportLink, () => {
      live = false;
      return { stopped: true };
    });
    const { user } = openSpace();
    const tank = await screen.findByRole('listitem', { name: 'Fuel tank' });

    await user.click(within(tank).getByRole('button', { name: 'Stop the link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop the report link?' });
    // Focus on Cancel: Enter does not stop the link by mistake.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stopped).toEqual([]);

    await user.click(within(tank).getByRole('button', { name: 'Stop the link' }));
    const again = await screen.findByRole('dialog', { name: 'Stop the report link?' });
    await user.click(within(again).getByRole('button', { name: 'Stop the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stopped.map(({ url, authorization }) => [new URL(url).pathname, authorization])).toEqual([
      ['/api/v1/customer/report_links/9', `Bearer ${CUSTOMER_TOKEN}`],
    ]);
    await waitFor(() =>
      expect(within(tank).queryByRole('button', { name: 'Stop the link' })).not.toBeInTheDocument(),
    );
  });

  it("signs out: the token is revoked and forgotten, the installer's session stays", async () => {
    window.localStorage.setItem('installer.session', JSON.stringify(demoSession));
    serveInstallations([customerInstallation()]);
    const revoked = serveCustomerCall(api.customerLogout, () => ({ revoked: true }));
    const { user } = openSpace();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/space/sign-in'));
    expect(revoked.map((request) => request.authorization)).toEqual([`Bearer ${CUSTOMER_TOKEN}`]);
    expect(customerToken()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('installer.session') ?? 'null')).toEqual(demoSession);
  });

  it('sends a customer without a session to the space’s sign-in, asking nothing', async () => {
    const asked = serveInstallations([]);
    renderSpacePage('/space', SpacePage);
    await waitFor(() => expect(window.location.pathname).toBe('/space/sign-in'));
    expect(asked).toEqual([]);
  });

  it('forgets a session the server no longer knows (401), leaving the installer’s alone', async () => {
    window.localStorage.setItem('installer.session', JSON.stringify(demoSession));
    serveInstallations(errorResponse(401, 'unauthorized'));
    openSpace();
    await waitFor(() => expect(window.location.pathname).toBe('/space/sign-in'));
    expect(customerToken()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('installer.session') ?? 'null')).toEqual(demoSession);
  });
});
