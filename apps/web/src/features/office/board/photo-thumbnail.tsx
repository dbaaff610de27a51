import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../lib/ui/skeleton.tsx';
import { useOfficePhoto } from '../api/use-office-photo.ts';

/** The installation's photo, small; the full picture opens in a new tab. */
export function PhotoThumbnail({ idPhoto, device }: { idPhoto: number; device: string }) {
  const { t } = useTranslation();
  const url = useOfficePhoto(idPhoto);
  if (!url) return <Skeleton width={96} height={72} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="board-photo">
      <img src={url} alt={t('office.photo_of', { device_number: device })} width={96} height={72} />
    </a>
  );
}
