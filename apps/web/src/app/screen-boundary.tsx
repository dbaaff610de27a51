import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { Alert } from '../lib/ui/alert.tsx';
import { Button } from '../lib/ui/button.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** Tests: what "Try again" does; the page's reload, which asks every file again (or the worker's copy). */
  reload: () => void;
}

/**
 * A screen that cannot be shown says so, under the app bar that stays usable, instead of an empty page: most
 * often a part of the app loaded on demand whose file did not arrive (no signal before the worker kept it).
 * React keeps a failed lazy part failed, so trying again reloads the page; what the installer typed is in the
 * wizard's stored draft (spec §2), which the reload reads back.
 */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The browser's console is where a developer looks; nothing of the installer's data is in a render error.
    console.error('screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenFailed reload={this.props.reload} /> : this.props.children;
  }
}

function ScreenFailed({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      title={t('app.screen_failed')}
      action={<Button onClick={reload}>{t('app.retry')}</Button>}
    >
      {t('app.screen_failed_help')}
    </Alert>
  );
}

/** Around the routed screen: another address (the menu, Back) starts afresh. */
export function ScreenBoundary({
  children,
  reload = () => window.location.reload(),
}: {
  children: ReactNode;
  reload?: () => void;
}) {
  const [pathname] = useLocation();
  return (
    <Boundary key={pathname} reload={reload}>
      {children}
    </Boundary>
  );
}
