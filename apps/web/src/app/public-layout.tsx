import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { type ReactNode, Suspense, useMemo } from 'react';
import { FullPageLoader } from '../lib/ui/full-page-loader.tsx';
import { AppSnackbar } from './app-snackbar.tsx';
import { createAppTheme } from './theme.ts';

/**
 * The frame of a page anyone with its link may open, signed in or not (the handover report,
 * docs/decisions/0008-report-links.md): no app bar, so no sign-out, outbox or language of the installer's
 * app; no sign-in redirect; nothing of the installer's own sent or started from it.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container component="main" id="main" maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
      </Container>
      <AppSnackbar />
    </ThemeProvider>
  );
}
