import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppMenuItem } from './app-menu-list.tsx';

export type { AppMenuItem };

// The menu (MUI's Menu, Popover and Modal) loads on the first tap, not with the page, like the languages'.
const AppMenuList = lazy(async () => ({ default: (await import('./app-menu-list.tsx')).AppMenuList }));

/** The app bar's overflow menu: the screens and actions that do not need a button of their own. */
export function AppMenu({ items }: { items: readonly AppMenuItem[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        aria-label={t('app.menu')}
        title={t('app.menu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'app-menu' : undefined}
      >
        <MoreVert />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <AppMenuList anchor={anchor} items={items} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
