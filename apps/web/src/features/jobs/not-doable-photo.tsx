import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../lib/ui/button.tsx';
import { AddPhotoIcon } from '../../lib/ui/icons/add-photo-icon.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { PhotoFileInput, type ScaledPhoto } from '../camera/index.ts';

/** A photo for the office to see why, taken or chosen, and said ready once it is scaled. */
export function NotDoablePhoto({
  photo,
  onPhoto,
}: {
  photo: ScaledPhoto | null;
  onPhoto(photo: ScaledPhoto): void;
}) {
  const { t } = useTranslation();
  const photoInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <PhotoFileInput inputRef={photoInput} onPhoto={onPhoto} />
      <Stack direction="row" align="center" gap={1} wrap>
        <Button variant="outlined" startIcon={<AddPhotoIcon />} onClick={() => photoInput.current?.click()}>
          {photo ? t('jobs.photo_again') : t('jobs.photo_add')}
        </Button>
        {photo ? (
          <Text variant="body2" role="status">
            {t('jobs.photo_ready')}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}
