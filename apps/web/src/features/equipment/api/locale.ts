import { useTranslation } from '../../../i18n/use-translation.ts';

/** Reference texts come in the interface language: a language change fetches them again. */
export function useLocaleKey(): string | undefined {
  return useTranslation().i18n.resolvedLanguage;
}
