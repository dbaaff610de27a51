import { LANGUAGES, LOCALE_TAG, LOCALES } from '@installer/contracts';
import { changeLocale, currentLocale } from '../i18n/i18n.ts';
import { Menu, MenuItem } from '../lib/ui/menu.tsx';
import type { MenuProps } from '../lib/ui/menu-button.ts';
import { Flag } from './flag.tsx';

/** spec §1: the languages of the contracts' list, the current one checked; each named in its own language. */
export function LanguageList(menu: MenuProps) {
  const current = currentLocale();
  return (
    <Menu {...menu}>
      {LOCALES.map((option) => (
        <MenuItem
          key={option}
          checked={option === current}
          onClick={() => void changeLocale(option)}
          lang={LOCALE_TAG[option]}
          icon={<Flag locale={option} />}
        >
          {LANGUAGES[option].name}
        </MenuItem>
      ))}
    </Menu>
  );
}
