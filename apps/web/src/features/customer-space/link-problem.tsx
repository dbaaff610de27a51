import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { SignInLink } from './sign-in-link.tsx';

type Problem = 'unknown' | 'used' | 'expired' | 'registered';

const TEXTS = {
  unknown: { title: 'space.link_unknown_title', text: 'space.link_unknown_text' },
  used: { title: 'space.link_used_title', text: 'space.link_used_text' },
  expired: { title: 'space.link_expired_title', text: 'space.link_expired_text' },
  registered: { title: 'space.registered_title', text: 'space.registered_text' },
} as const;

/**
 * What a welcome link's answer means for the customer, or null when it is not one of these (decision 0021:
 * 404 invitation_not_found, 410 invitation_used / invitation_expired, 409 already_registered).
 */
export function linkProblemOf(error: unknown): Problem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return 'unknown';
  if (error.status === 409) return 'registered';
  if (error.status === 410) return error.code === 'invitation_expired' ? 'expired' : 'used';
  return null;
}

/** A welcome link that cannot set a password, said in words, with the way to sign in. */
export function LinkProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const texts = TEXTS[problem];
  return (
    <Stack>
      <Alert
        severity={problem === 'registered' ? 'info' : 'warning'}
        role="alert"
        title={
          <Text as="h1" variant="body1" weight="medium">
            {t(texts.title)}
          </Text>
        }
      >
        {t(texts.text)}
      </Alert>
      <SignInLink />
    </Stack>
  );
}
