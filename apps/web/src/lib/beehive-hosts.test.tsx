// @vitest-environment-options {"url": "http://hive.localhost/"}
import { api } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../test/handlers.ts';
import { renderApp } from '../test/render-app.tsx';
import { server } from '../test/server.ts';
import { isBeehiveHost } from './beehive.ts';

/** spec §1: the beehive variant follows the server's BEEHIVE_HOSTS (GET /app_config), not the build. */
function answerHosts(hosts: string[], gate?: Promise<void>) {
  server.use(
    http.get(apiUrl(api.getAppConfig), async () => {
      await gate;
      return HttpResponse.json({ data: { beehive_hosts: hosts, tile_url: '', tile_attribution: '' } });
    }),
  );
}

const stepNames = () =>
  screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/^\d/, '') ?? '');

describe('beehive variant by the server’s BEEHIVE_HOSTS', () => {
  it('shows the beehive wizard on a host only the server names, from the first paint', async () => {
    answerHosts(['hive.localhost']);
    renderApp('/installation', { wizard: { step: 'device' } });
    await screen.findByRole('textbox', { name: /Device number/ });
    expect(stepNames()).toEqual(['Choose the target', 'Device number', 'Equipment']);
    expect(window.localStorage.getItem('installer.beehive_hosts')).toBe('["hive.localhost"]');
  });

  it('keeps the tank wizard on a host the server does not name', async () => {
    renderApp('/installation', { wizard: { step: 'device' } });
    await screen.findByRole('textbox', { name: /Device number/ });
    expect(stepNames()).toHaveLength(4);
  });

  it('uses the last answer while a new one loads (offline start), then follows the new one', async () => {
    window.localStorage.setItem('installer.beehive_hosts', JSON.stringify(['hive.localhost']));
    let release = () => {};
    answerHosts(
      ['other.example'],
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    renderApp('/installation', { wizard: { step: 'device' } });
    await screen.findByRole('textbox', { name: /Device number/ });
    expect(stepNames()).toHaveLength(3);
    release();
    await waitFor(() => expect(stepNames()).toHaveLength(4));
    expect(isBeehiveHost()).toBe(false);
  });

  it('starts with the build-time hosts when the first call fails', async () => {
    server.use(http.get(apiUrl(api.getAppConfig), () => HttpResponse.error()));
    renderApp('/installation', { wizard: { step: 'device' } });
    await screen.findByRole('textbox', { name: /Device number/ });
    expect(stepNames()).toHaveLength(4);
    expect(window.localStorage.getItem('installer.beehive_hosts')).toBeNull();
  });
});
