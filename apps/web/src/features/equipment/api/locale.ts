import { useTranslation } from 'react-i18next';

/** Reference texts come in the interface language: a language change fetches them again. */
export function useLocaleKey(): string | undefined {
  return useTranslation().i18n.resolvedLanguage;
}
