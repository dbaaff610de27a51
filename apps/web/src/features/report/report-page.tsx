import { type HandoverReport, LOCALE_TAG, LOCALES, type Locale, reportToken } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { ApiError } from '../../lib/api/api-error.ts';
import { FullPageLoader } from '../../lib/ui/full-page-loader.tsx';
import { PrintIcon } from '../../lib/ui/icons/print-icon.tsx';
import { useReport } from './api/use-report.ts';
import { ReportEquipment } from './report-equipment.tsx';
import { ReportAddress, ReportDevice, ReportMeasurement, ReportPhotos } from './report-parts.tsx';
import { Facts, ReportSection } from './report-section.tsx';
import { ReportLanguage, useReportText } from './report-text.ts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A clean one or two A4 pages from the browser's print (or "Save as PDF"): the page, without its controls. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': { 'html, body': { background: '#fff' } },
    }}
  />
);

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
  const [lang, setLang] = useState<Locale | null>(null);
  const wellFormed = reportToken.safeParse(token).success;
  const report = useReport(token, lang, wellFormed);

  // A malformed token opens nothing, like an unknown one (the server would refuse it anyway).
  const gone = !wellFormed || (report.error instanceof ApiError && report.error.status === 404);
  if (gone) {
    return (
      <Alert severity="warning" sx={{ mt: 4 }}>
        <AlertTitle component="h1">{t('report.gone_title')}</AlertTitle>
        {t('report.gone_text')}
      </Alert>
    );
  }
  if (report.isError) {
    const key = report.error instanceof ApiError ? report.error.messageKey : 'internal_server_error';
    return (
      <Alert
        severity="error"
        sx={{ mt: 4 }}
        action={
          <Button color="inherit" onClick={() => void report.refetch()}>
            {t('app.retry')}
          </Button>
        }
      >
        <AlertTitle component="h1">{t('report.failed')}</AlertTitle>
        {t(key)}
      </Alert>
    );
  }
  if (!report.data) return <FullPageLoader />;
  return (
    <ReportLanguage.Provider value={report.data.language}>
      <Report report={report.data} onLanguage={setLang} />
    </ReportLanguage.Provider>
  );
}

function Report({ report, onLanguage }: { report: HandoverReport; onLanguage(locale: Locale): void }) {
  const { t, date } = useReportText();
  const { professional } = report;
  const primary =
    professional.display.primary && HEX.test(professional.display.primary)
      ? professional.display.primary
      : undefined;

  useEffect(() => {
    // The name a browser gives the PDF it saves.
    const before = document.title;
    document.title = `${t('report.title')} ${report.device.device_number}`;
    return () => {
      document.title = before;
    };
  }, [t, report.device.device_number]);

  return (
    <Box
      component="article"
      lang={LOCALE_TAG[report.language]}
      aria-labelledby="report-title"
      sx={{ py: 2, '@media print': { py: 0, fontSize: '10.5pt' } }}
    >
      {PRINT_STYLES}
      <Stack
        component="header"
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', borderTop: primary ? `6px solid ${primary}` : undefined, pt: 1.5, mb: 2 }}
      >
        {professional.display.src_logo ? (
          <Box
            component="img"
            src={professional.display.src_logo}
            // The company's name follows: the logo adds nothing to read.
            alt=""
            sx={{ height: 44, maxWidth: 140, objectFit: 'contain' }}
          />
        ) : null}
        <Typography sx={{ fontWeight: 600 }}>{professional.name}</Typography>
      </Stack>
      <Typography id="report-title" component="h1" variant="h5" sx={{ mb: 0.5 }}>
        {t('report.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {report.equipment.name} · {report.address.address_name}
      </Typography>

      <Stack direction="row" spacing={1.5} sx={{ mb: 3, flexWrap: 'wrap', gap: 1.5, displayPrint: 'none' }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('report.print')}
        </Button>
        <TextField
          select
          size="small"
          label={t('report.language')}
          value={report.language}
          onChange={(event) => onLanguage(event.target.value as Locale)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 180, ml: '0 !important' }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={LOCALE_TAG[locale]}>
              {t(`languages.${locale}`)}
            </option>
          ))}
        </TextField>
      </Stack>

      <ReportSection title={t('report.installation')}>
        <Facts
          facts={[
            [t('report.date'), date(report.installed_at)],
            [t('report.company'), professional.name],
            [t('report.installer'), report.installer.name],
          ]}
        />
      </ReportSection>
      <ReportDevice report={report} />
      <ReportEquipment equipment={report.equipment} />
      <ReportAddress address={report.address} />
      <ReportMeasurement report={report} />
      <ReportPhotos photos={report.photos} />

      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('report.link_notice', { date: date(report.expires_at) })}
      </Typography>
    </Box>
  );
}
