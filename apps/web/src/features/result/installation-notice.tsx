import type { InstallationText } from '@installer/contracts';
import { INSTALLATION_MEDIA_MAX_PX } from '@installer/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import './installation-notice.css';

/** spec §9: a notice is a video when its address has the .mp4 extension. */
function isVideoNotice(notice: string): boolean {
  return notice.toLowerCase().includes('.mp4');
}

// spec §2: at most 600 x 600, never wider than the screen (a computed size, read by installation-notice.css).
const mediaSize = { '--notice-max': `${INSTALLATION_MEDIA_MAX_PX}px` } as CSSProperties;

/** spec §2 Result screen: the installation notice (video with controls, or an image of at most 600 x 600) and description. */
export function InstallationNotice({ installation }: { installation: InstallationText | null }) {
  const { t } = useTranslation();
  const notice = installation?.notice?.trim();
  const description = installation?.description?.trim();
  if (!notice && !description) return null;
  return (
    <Stack as="section" gap={1} aria-labelledby="installation-notice">
      <Text id="installation-notice" as="h2" variant="subtitle1">
        {t('result.notice')}
      </Text>
      {notice &&
        (isVideoNotice(notice) ? (
          // biome-ignore lint/a11y/useMediaCaption: the tunnel's notice (spec §2) comes without a caption track; its description is shown below it.
          <video
            src={notice}
            controls
            preload="metadata"
            aria-label={t('result.notice')}
            className="installation-notice-media"
            style={mediaSize}
          />
        ) : (
          <img
            src={notice}
            alt={t('result.notice')}
            loading="lazy"
            className="installation-notice-media"
            style={mediaSize}
          />
        ))}
      {description && <Text preLine>{description}</Text>}
    </Stack>
  );
}
