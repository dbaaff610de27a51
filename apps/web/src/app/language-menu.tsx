import type { Locale } from '@installer/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/i18n.ts';
import { IconButton } from '../lib/ui/button.tsx';
import { withKit } from '../lib/ui/with-kit.tsx';
import { Flag } from './flag.tsx';

// The menu (and the UI kit's Popover and Modal under it: lib/ui/with-kit.tsx) loads on the first tap, not
// with the page.
const LanguageList = lazy(async () => ({
  default: await withKit(import('./language-list.tsx').then((m) => m.LanguageList)),
}));

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
        label={`${t('app.choose_language')}: ${t(`languages.${locale}`)}`}
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
