import type { InstallationText } from '@installer/contracts';
import { INSTALLATION_MEDIA_MAX_PX } from '@installer/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** spec §9: a notice is a video when its address has the .mp4 extension. */
function isVideoNotice(notice: string): boolean {
  return notice.toLowerCase().includes('.mp4');
}

const mediaSx = {
  display: 'block',
  maxWidth: `min(100%, ${INSTALLATION_MEDIA_MAX_PX}px)`,
  maxHeight: INSTALLATION_MEDIA_MAX_PX,
  mx: 'auto',
  borderRadius: 1,
} as const;

/** spec §2 Result screen: the installation notice (video with controls, or an image of at most 600 x 600) and description. */
export function InstallationNotice({ installation }: { installation: InstallationText | null }) {
  const { t } = useTranslation();
  const notice = installation?.notice?.trim();
  const description = installation?.description?.trim();
  if (!notice && !description) return null;
  return (
    <Box component="section" aria-labelledby="installation-notice" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="installation-notice" component="h2" variant="subtitle1">
        {t('result.notice')}
      </Typography>
      {notice &&
        (isVideoNotice(notice) ? (
          <Box
            component="video"
            src={notice}
            controls
            preload="metadata"
            aria-label={t('result.notice')}
            sx={mediaSx}
          />
        ) : (
          <Box component="img" src={notice} alt={t('result.notice')} loading="lazy" sx={mediaSx} />
        ))}
      {description && <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>}
    </Box>
  );
}
