import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installationItem, installationPage, serveInstallations } from '../../test/after-visit.ts';
import { demoSession } from '../../test/demo-data.ts';
import { renderScreen } from '../../test/office.tsx';
import { MyInstallationsPage } from './my-installations-page.tsx';

describe('the office’s review in My installations (decision 0022)', () => {
  it('shows a flag with its comment and the way to correct, and a verified installation as such', async () => {
    serveInstallations(() =>
      installationPage([
        installationItem({
          id_installation: 43,
          review: {
            state: 'flagged',
            comment: 'Photo blurred: take it again',
            at: '2026-11-27T09:00:00.000Z',
          },
        }),
        installationItem({
          id_installation: 42,
          review: { state: 'verified', comment: null, at: '2026-11-27T09:00:00.000Z' },
        }),
        installationItem({ id_installation: 41 }),
      ]),
    );
    renderScreen('/installations', MyInstallationsPage, { session: demoSession });

    const rows = await screen.findAllByTestId('installation-row');
    const [flagged, verified, unchecked] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(flagged).getByText('Flagged by the office')).toBeVisible();
    expect(flagged).toHaveTextContent('“Photo blurred: take it again”');
    // The row still opens the installation, where its correction paths are (result screen, swap, address).
    expect(within(flagged).getByRole('button')).toHaveTextContent('Open it to correct');
    expect(within(verified).getByText('Verified by the office')).toBeVisible();
    expect(within(unchecked).queryByText(/by the office/)).toBeNull();
  });
});
