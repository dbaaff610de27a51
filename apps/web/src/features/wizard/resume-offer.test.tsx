import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import { forgetAppOpening } from './resume-choice.ts';

/** The app opened afresh (a new tab, or the installed app started again): the tab has no session yet. */
function openAppAgain() {
  window.sessionStorage.removeItem('installer.opened');
  forgetAppOpening();
}

const INTERRUPTED = { step: 'device' as const, without_user: true, device_number: '10000001' };

describe('an interrupted installation (docs/decisions/0002-outbox.md)', () => {
  it('is offered for resumption when the app opens again, and Resume keeps everything', async () => {
    openAppAgain();
    const { user } = renderApp('/installation', { wizard: INTERRUPTED });
    const offer = await screen.findByRole('dialog', { name: 'Installation not finished' });
    expect(offer).toHaveTextContent('device 10000001, step 2 of 4');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('textbox', { name: /Device number/ })).toHaveValue('10000001');
  });

  it('can be discarded for a clean wizard', async () => {
    openAppAgain();
    const { user } = renderApp('/installation', { wizard: INTERRUPTED });
    await screen.findByRole('dialog', { name: 'Installation not finished' });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('radio', { name: /A client/ })).toBeInTheDocument();
    expect(getWizard().device_number).toBe('');
    expect(getWizard().step).toBe('target');
  });

  it('is not offered on a reload of the same tab', async () => {
    const app = renderApp('/installation', { wizard: INTERRUPTED });
    expect(await screen.findByRole('textbox', { name: /Device number/ })).toHaveValue('10000001');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    app.reload();
    expect(await screen.findByRole('textbox', { name: /Device number/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered when nothing was started', async () => {
    openAppAgain();
    renderApp('/installation');
    expect(await screen.findByRole('radio', { name: /A client/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered once the installation was made and the result screen opened', async () => {
    openAppAgain();
    renderApp('/installation', { wizard: { ...INTERRUPTED, finished: true } });
    expect(await screen.findByRole('textbox', { name: /Device number/ })).toHaveValue('10000001');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
