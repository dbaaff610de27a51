import { type Locale, reportToken } from '@installer/contracts';
import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useParams } from 'wouter';
import { ApiError } from '../../lib/api/api-error.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { FullPageLoader } from '../../lib/ui/full-page-loader.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { firstReportLanguage } from './api/report-call.ts';
import { useReport } from './api/use-report.ts';
import { HandoverReport } from './handover-report.tsx';

/** The report as drawn last: the urgent render that precedes a deferred one leaves it as it is. */
const ShownReport = memo(HandoverReport);

/**
 * `/report/:token`, public: the handover report of one installation for the customer and the installer's
 * records (docs/decisions/0008-report-links.md), in the report's language, printable. No session is needed
 * and none is used; the token is sent only to the report's own calls.
 */
export function ReportPage() {
  return (
    <>
      {/* A customer's report, opened by its link alone: never indexed nor followed (React puts it in <head>;
          the server says the same in X-Robots-Tag). */}
      <meta name="robots" content="noindex, nofollow" />
      <ReportOfLink />
    </>
  );
}

function ReportOfLink() {
  const { token = '' } = useParams<{ token: string }>();
  const { t } = useTranslation();
  // The reader's own language, or the link's for the installer (report-call.ts); the page's `lang` says what
  // it shows.
  const [lang, setLang] = useState<Locale | null>(firstReportLanguage);
  const wellFormed = reportToken.safeParse(token).success;
  const report = useReport(token, lang, wellFormed);
  // The report is drawn as deferred work, in slices React yields between, the loader on show meanwhile: its
  // arrival is a synchronous update of the query's store, which would draw the whole report in one task
  // (docs/decisions/0028-first-screen-in-slices.md).
  const shown = useDeferredValue(report.data);

  // A malformed token opens nothing, like an unknown one (the server would refuse it anyway).
  const gone = !wellFormed || (report.error instanceof ApiError && report.error.status === 404);
  if (gone) {
    return (
      <Alert
        severity="warning"
        role="alert"
        className="report-unavailable"
        title={<AlertHeading>{t('report.gone_title')}</AlertHeading>}
      >
        {t('report.gone_text')}
      </Alert>
    );
  }
  if (report.isError) {
    const key = report.error instanceof ApiError ? report.error.messageKey : 'internal_server_error';
    return (
      <Alert
        severity="error"
        role="alert"
        className="report-unavailable"
        title={<AlertHeading>{t('report.failed')}</AlertHeading>}
        action={
          <Button colour="inherit" onClick={() => void report.refetch()}>
            {t('app.retry')}
          </Button>
        }
      >
        {t(key)}
      </Alert>
    );
  }
  if (!shown) return <FullPageLoader />;
  return <ShownReport report={shown} onLanguage={setLang} />;
}

/** The page's one heading when there is no report to show: the alert's title. */
function AlertHeading({ children }: { children: string }) {
  return (
    <Text as="h1" variant="body1" weight="medium">
      {children}
    </Text>
  );
}
