import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { StepActions } from '../../../wizard-core/step-actions.tsx';

/** spec §8: "Installation not implemented for this type of equipment"; Back stays available. */
export function Step4NotImplemented({ message }: { message: string }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <Stack as="form" noValidate onSubmit={submit}>
      <Alert severity="warning" role="alert">
        <Text as="span" variant="body2" block>
          {message}
        </Text>
        <Text as="span" variant="body2">
          {t('step_4.not_implemented_hint')}
        </Text>
      </Alert>
      <StepActions nextDisabled />
    </Stack>
  );
}
