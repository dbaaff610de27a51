import { LOCALES, type Locale } from '@installer/contracts';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/i18n.ts';
import { Flag } from './flag.tsx';

export function LanguageList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const choose = (locale: Locale) => {
    onClose();
    void changeLocale(locale);
  };
  return (
    <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LOCALES.map((option) => (
        <MenuItem
          key={option}
          selected={option === currentLocale()}
          onClick={() => choose(option)}
          lang={option === 'gb' || option === 'ie' ? 'en' : option}
          sx={{ minHeight: 48 }}
        >
          <ListItemIcon>
            <Flag locale={option} />
          </ListItemIcon>
          <ListItemText>{t(`languages.${option}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
