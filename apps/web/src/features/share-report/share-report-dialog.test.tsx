import { api, type ReportLink } from '@installer/contracts';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '../../lib/queries.tsx';
import { REPORT_TOKEN } from '../../test/after-visit.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { ShareReportButton } from './share-report-button.tsx';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const LINK: ReportLink = {
  url: `http://localhost:3000/report/${REPORT_TOKEN}`,
  token: REPORT_TOKEN,
  expires_at: '2026-12-24T08:00:00.000Z',
};

/** The Share report button alone, its calls answered by `revoke` for the revocation. */
function renderButton(revoke: () => Response = () => HttpResponse.json({ data: { revoked: 1 } })) {
  server.use(
    http.post(apiUrl(api.createReportLink), () => HttpResponse.json({ data: LINK }, { status: 201 })),
    http.post(apiUrl(api.revokeReportLinks), revoke),
  );
  render(
    <QueryProvider>
      <ShareReportButton idInstallation={43} />
    </QueryProvider>,
  );
  return userEvent.setup();
}

describe('the Share report dialog', () => {
  it('opens on Close rather than on Stop sharing, and gives focus back to its button when closed', async () => {
    const user = renderButton();
    const opener = screen.getByRole('button', { name: 'Share report' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Share the installation report' });
    expect(await within(dialog).findByRole('textbox', { name: 'Link to the report' })).toHaveValue(LINK.url);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/until 24 December 2026\.$/);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says in an alert why sharing was not stopped, the link still shown', async () => {
    const user = renderButton(() => errorResponse(500, 'internal'));
    await user.click(screen.getByRole('button', { name: 'Share report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the installation report' });
    await within(dialog).findByRole('textbox', { name: 'Link to the report' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(dialog).findByText('Sharing was not stopped: Internal server error')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Link to the report' })).toBeVisible();
  });
});
