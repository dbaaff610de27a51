import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'wouter';
import { ButtonLink } from '../../lib/ui/button.tsx';

/** The way into the space with a password already set: the space's sign-in page. */
export function SignInLink({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const { t } = useTranslation();
  return (
    <Link href="/space/sign-in" asChild>
      <ButtonLink variant={variant}>{t('space.go_to_sign_in')}</ButtonLink>
    </Link>
  );
}
