import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItems, MenuListProps } from './app-menu-list.tsx';

/**
 * The list (and MUI's Popover and Modal under it) loads on the first tap, not with the page, with its items:
 * each is a feature's own MenuItem, in the order shown.
 */
const AppMenuList = lazy(async () => {
  const [{ AppMenuList: List, InstallationsMenuItem }, priming] = await Promise.all([
    import('./app-menu-list.tsx'),
    import('../features/priming/priming-menu-item.tsx'),
  ]);
  const items: MenuItems = [
    { key: 'installations', Item: InstallationsMenuItem },
    // Stays open while it primes: the installer watches the progress
    // (docs/decisions/0012-offline-priming.md).
    { key: 'priming', Item: priming.PrimingMenuItem },
  ];
  return { default: (props: MenuListProps) => <List {...props} items={items} /> };
});

/** The app bar menu of a signed-in installer: its items are listed in app-menu-list.tsx. */
export function AppMenu() {
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
          <AppMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
