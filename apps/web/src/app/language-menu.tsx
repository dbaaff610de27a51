import { LANGUAGES, type Locale } from '@installer/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { IconButton } from '../lib/ui/button.tsx';
import { useMenuButton } from '../lib/ui/menu-button.ts';
import { Flag } from './flag.tsx';

// The menu (lib/ui's Menu with the flags) loads on the first tap, not with the page.
const LanguageList = lazy(() => import('./language-list.tsx').then((m) => ({ default: m.LanguageList })));

/** spec §1: the languages of the contracts' list, chosen with a flag selector; the choice is remembered. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const menu = useMenuButton('language-menu');
  const locale: Locale = currentLocale();
  return (
    <>
      <IconButton {...menu.buttonProps} label={`${t('app.choose_language')}: ${LANGUAGES[locale].name}`}>
        <Flag locale={locale} />
      </IconButton>
      {menu.opened ? (
        <Suspense fallback={null}>
          <LanguageList {...menu.menuProps} />
        </Suspense>
      ) : null}
    </>
  );
}
