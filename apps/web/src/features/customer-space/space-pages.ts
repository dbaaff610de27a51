/** The space's pages, one chunk loaded on the first visit of a /space address (app/routes.tsx). */
export { SignInPage } from './sign-in-page.tsx';
export { SpacePage } from './space-page.tsx';
export { SpaceReportPage } from './space-report-page.tsx';
export { WelcomePage } from './welcome-page.tsx';
