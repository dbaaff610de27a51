import type { Locale } from '@installer/contracts';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/i18n.ts';
import { Flag } from './flag.tsx';

// The menu (and MUI's Popover and Modal under it) loads on the first tap, not with the page.
const LanguageList = lazy(async () => ({ default: (await import('./language-list.tsx')).LanguageList }));

/** spec §1: the eight languages, chosen with a flag selector; the choice is remembered. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const locale: Locale = currentLocale();
  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        aria-label={`${t('app.choose_language')}: ${t(`languages.${locale}`)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
      >
        <Flag locale={locale} />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <LanguageList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
