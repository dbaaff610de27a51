import { api } from '@installer/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/handlers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { submit } from './outbox.ts';

const offline = () => HttpResponse.error();

describe('what waits in the outbox, in sight (docs/decisions/0002-outbox.md)', () => {
  it('shows nothing when everything was sent', async () => {
    renderApp('/installation');
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('button', { name: /Not sent yet/ })).not.toBeInTheDocument();
  });

  it('is counted in the app bar and listed with its device, and kept for the installer at sign-out', async () => {
    server.use(http.post(apiUrl(api.uploadImage), offline), http.post(apiUrl(api.sendInvitation), offline));
    const { user } = renderApp('/installation');
    await screen.findByRole('radiogroup');
    const photo = { kind: 'photo', body: { base64_string: 'data:image/jpeg;base64,AAAA' } } as const;
    expect(await submit({ key: 'p1', device_number: '10000001', call: photo })).toEqual({
      outcome: 'queued',
    });
    const invitation = {
      kind: 'invitation',
      body: { id_professional: 1, email: 'client@demo.test', device_number: '10000001' },
    } as const;
    await submit({ key: 'i1', device_number: '10000001', call: invitation });

    await user.click(await screen.findByRole('button', { name: 'Not sent yet: 2' }));
    const list = await screen.findByRole('dialog', { name: 'Not sent yet' });
    expect(within(list).getByText('Photo')).toBeVisible();
    expect(within(list).getByText('Invitation e-mail')).toBeVisible();
    expect(within(list).getAllByText(/^Device 10000001, /)).toHaveLength(2);
    expect(within(list).getAllByText(/^Waiting for a connection/)).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const asked = await screen.findByRole('dialog', { name: 'Sign out with items not sent?' });
    await user.click(within(asked).getByRole('button', { name: 'Keep them for me and sign out' }));
    expect(await screen.findByText(/Not sent yet: 2\. It stays on this phone/)).toBeVisible();
  });
});
