import type { InstallationPage } from '@installer/contracts';
import { callApi } from '../../../lib/api/client.ts';
import { earlyCall } from '../../../lib/early-call.ts';
import { prepareFormatWhen } from '../../../lib/format-dates.ts';
import { liveSession } from '../../../lib/session.ts';

/**
 * GET /installations, newest first, a page at a time (`cursor`), searched by device number, customer or
 * address on the server (`search`, empty for the whole list). `idInstaller` names whose list it is: an early
 * answer is taken only by the same installer's page.
 */
export const installationsCall = earlyCall(
  async (
    signal: AbortSignal | undefined,
    _idInstaller: number,
    search: string,
    cursor: string | null,
  ): Promise<InstallationPage> =>
    (
      await callApi('myInstallations', {
        query: { ...(search ? { q: search } : {}), ...(cursor ? { cursor } : {}) },
        signal,
      })
    ).data,
);

/**
 * The first page of the whole list asked for as `/installations` starts, beside the page's chunk
 * (docs/decisions/0027-first-screen-sooner.md); signed in only (the route sends anyone else to /login).
 */
export function startInstallationsCall(): void {
  const session = liveSession();
  if (!session) return;
  installationsCall.start(session.installer.id_installer, '', null);
  // Each row says when: the formatter is made while the answer travels, not in the list's render.
  prepareFormatWhen();
}
