import type { HandoverReport } from '@installer/contracts';
import { Text } from '../../lib/ui/text.tsx';
import { ReportPhoto } from './report-photo.tsx';
import { ReportSection } from './report-section.tsx';
import { useReportText } from './report-text.ts';
import './report-photos.css';

/** The photos taken at the installation, in a grid: one column on a phone, two on a page, three on paper. */
export function ReportPhotos({ photos }: { photos: HandoverReport['photos'] }) {
  const { t, date } = useReportText();
  return (
    <ReportSection title={t('report.photos')}>
      {photos.length === 0 ? (
        <Text>{t('report.no_photos')}</Text>
      ) : (
        <div className="report-photos">
          {photos.map((photo) => (
            <ReportPhoto
              key={photo.id_photo}
              photo={photo}
              alt={t('report.photo_alt', { date: date(photo.created_at) })}
            />
          ))}
        </div>
      )}
    </ReportSection>
  );
}
