/**
 * spec §1 version rule, as early as the page allows (build/classic-script.ts runs this before the app's module):
 * a first visit reloads once before the app's JavaScript has been evaluated, instead of after (Lighthouse
 * counted 3.2 s of "redirect" on a first visit). The flag tells main.tsx not to start a page that is leaving.
 */
import { checkAppVersion } from '../lib/app-version.ts';

if (checkAppVersion()) document.documentElement.dataset.reloading = 'application-version';
