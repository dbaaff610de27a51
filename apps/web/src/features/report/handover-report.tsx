import { type HandoverReport as Report, LOCALE_TAG, type Locale } from '@installer/contracts';
import { useEffect } from 'react';
import { Text } from '../../lib/ui/text.tsx';
import { ReportAddress } from './report-address.tsx';
import { ReportControls } from './report-controls.tsx';
import { ReportDevice } from './report-device.tsx';
import { ReportEquipment } from './report-equipment.tsx';
import { ReportHeader } from './report-header.tsx';
import { ReportMeasurement } from './report-measurement.tsx';
import { ReportPhotos } from './report-photos.tsx';
import { Facts, ReportSection } from './report-section.tsx';
import { ReportLanguage, useReportText } from './report-text.ts';
import './report-page.css';

/**
 * A handover report in its own language (`report.language`), whoever shows it: the public page of a report
 * link, and the customer's personal space (features/customer-space), which opens it with its session, not a
 * link, so without the link's notice (`linkNotice` false).
 */
export function HandoverReport({
  report,
  onLanguage,
  linkNotice = true,
}: {
  report: Report;
  onLanguage(locale: Locale): void;
  linkNotice?: boolean;
}) {
  return (
    <ReportLanguage.Provider value={report.language}>
      <HandoverReportView report={report} onLanguage={onLanguage} linkNotice={linkNotice} />
    </ReportLanguage.Provider>
  );
}

/** The report itself, in its own language (`lang`), named by its title: what is printed, controls aside. */
function HandoverReportView({
  report,
  onLanguage,
  linkNotice,
}: {
  report: Report;
  onLanguage(locale: Locale): void;
  linkNotice: boolean;
}) {
  const { t, date } = useReportText();
  const { professional } = report;

  useEffect(() => {
    // The name a browser gives the PDF it saves.
    const before = document.title;
    document.title = `${t('report.title')} ${report.device.device_number}`;
    return () => {
      document.title = before;
    };
  }, [t, report.device.device_number]);

  return (
    <article lang={LOCALE_TAG[report.language]} aria-labelledby="report-title" className="report">
      <ReportHeader professional={professional} />
      <div className="report-heading">
        <Text id="report-title" as="h1" variant="h5">
          {t('report.title')}
        </Text>
        <Text tone="secondary">
          {report.equipment.name} · {report.address.address_name}
        </Text>
      </div>
      <ReportControls language={report.language} onLanguage={onLanguage} />

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

      {linkNotice ? (
        <Text variant="body2" tone="secondary" className="report-notice">
          {t('report.link_notice', { date: date(report.expires_at) })}
        </Text>
      ) : null}
    </article>
  );
}
