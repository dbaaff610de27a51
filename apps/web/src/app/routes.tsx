import { Navigate, type RouteObject, useLocation } from 'react-router';
import { FullPageLoader } from './full-page-loader.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';

/** spec §2 `/` redirects to /installation, keeping query parameters such as device_number. */
function ToInstallation() {
  const { search } = useLocation();
  return <Navigate to={`/installation${search}`} replace />;
}

/** spec §2 Routes, plus /login (DESIGN §3). Each screen is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first route's lazy module loads.
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, element: <ToInstallation /> },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: 'installation/:param?',
            lazy: async () => {
              const [page, route] = await Promise.all([
                import('../features/wizard/wizard-page.tsx'),
                import('../features/wizard/wizard-route.ts'),
              ]);
              return { Component: page.WizardPage, loader: route.wizardLoader };
            },
          },
          {
            path: 'result',
            lazy: async () => ({
              Component: (await import('../features/result/result-page.tsx')).ResultPage,
            }),
          },
        ],
      },
      { path: '*', element: <ToInstallation /> },
    ],
  },
];
