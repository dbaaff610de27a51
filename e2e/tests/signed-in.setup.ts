import { SIGNED_IN_STATE_FILE } from '../support/paths.ts';
import { signIn, test } from '../support/fixtures.ts';
import { runtimeBeehiveURL } from '../support/server.ts';

// Sign in once for the whole run (the server rate-limits sign-in) and let every journey start signed in.
// The token lives in localStorage, which is per origin: sign in on the beehive host too.
test('the demo installer signs in on the app and on the beehive host', async ({ page, beehiveURL }) => {
  await signIn(page);
  await signIn(page, { origin: beehiveURL });
  await signIn(page, { origin: runtimeBeehiveURL(beehiveURL) });
  await page.context().storageState({ path: SIGNED_IN_STATE_FILE });
});
