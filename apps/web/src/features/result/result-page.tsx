import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { arrivalKey } from '../../wizard-core/result-params.ts';
import { ResultScreen } from './result-screen.tsx';
import { resolveResultSession } from './result-session.ts';

/**
 * `/result` (spec §2): the parameters come from the wizard's navigation state, or from this tab's session
 * after a reload. Without id_device, device_number, url_device_detail or value_type_device the installer
 * goes back to the installation route (spec §5).
 */
export function ResultPage() {
  const state = useHistoryState<unknown>();
  // Resolved once per visit: it starts the session (and so the one invitation mail) of this arrival.
  const [session] = useState(() => resolveResultSession(state, arrivalKey(state)));
  const { t } = useTranslation();
  if (!session) return <Redirect to="/installation" replace />;
  return (
    <Stack>
      <Text as="h1" variant="h5">
        {t('result.title')}
      </Text>
      <ResultScreen session={session} />
    </Stack>
  );
}
