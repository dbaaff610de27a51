import { LOCALES, type Locale } from '@installer/contracts';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/i18n.ts';

function Flag({ locale }: { locale: Locale }) {
  return <img src={`/flags/${locale}.svg`} alt="" width={28} height={19} style={{ borderRadius: 2 }} />;
}

/** spec §1: the eight languages, chosen with a flag selector; the choice is remembered. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const locale = currentLocale();
  const choose = (next: Locale) => {
    setAnchor(null);
    void changeLocale(next);
  };
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${t('app.choose_language')}: ${t(`languages.${locale}`)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
      >
        <Flag locale={locale} />
      </IconButton>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            selected={option === i18n.resolvedLanguage}
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
    </>
  );
}
