import { idParam, type Locale } from '@installer/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, Redirect, useParams } from 'wouter';
import { ApiError } from '../../lib/api/api-error.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button, ButtonLink } from '../../lib/ui/button.tsx';
import { BackIcon } from '../../lib/ui/icons/back-icon.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { HandoverReport } from '../report/index.ts';
import { useReport } from './api/use-report.ts';
import { useCustomerSession } from './customer-session.ts';
import './customer-space.css';

/**
 * `/space/report/:id_installation`: the handover report of one of the customer's installations, asked through
 * the space (so it shows even when no report link is live), drawn by the report page's own view.
 */
export function SpaceReportPage() {
  const session = useCustomerSession();
  const { id_installation = '' } = useParams<{ id_installation: string }>();
  const id = idParam.safeParse(id_installation);
  if (!session) return <Redirect to="/space/sign-in" replace />;
  if (!id.success) return <Redirect to="/space" replace />;
  return <SpaceReport idInstallation={id.data} />;
}

function SpaceReport({ idInstallation }: { idInstallation: number }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Locale | null>(null);
  const report = useReport(idInstallation, lang);
  return (
    <Stack gap={1} className="space-report">
      <Link href="/space" asChild>
        <ButtonLink variant="text" startIcon={<BackIcon />} className="space-back">
          {t('space.back_to_installations')}
        </ButtonLink>
      </Link>
      {report.isError ? (
        <Alert
          severity="error"
          role="alert"
          title={
            <Text as="h1" variant="body1" weight="medium">
              {t('report.failed')}
            </Text>
          }
          action={
            report.error instanceof ApiError && report.error.status === 404 ? null : (
              <Button colour="inherit" onClick={() => void report.refetch()}>
                {t('app.retry')}
              </Button>
            )
          }
        >
          {t(report.error instanceof ApiError ? report.error.messageKey : 'internal_server_error')}
        </Alert>
      ) : report.data ? (
        <HandoverReport report={report.data} onLanguage={setLang} linkNotice={false} />
      ) : (
        <Stack direction="row" align="center" role="status" className="space-loading">
          <Spinner size={24} />
          <Text>{t('space.loading_report')}</Text>
        </Stack>
      )}
    </Stack>
  );
}
