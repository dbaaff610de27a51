import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../lib/ui/button.tsx';
import { Icon } from '../lib/ui/icons.tsx';
import { withKit } from '../lib/ui/with-kit.tsx';
import type { MenuItems, MenuListProps } from './app-menu-list.tsx';

/**
 * The list (and the UI kit's Menu, Popover and Modal under it: lib/ui/with-kit.tsx) loads on the first tap, not
 * with the page, with its items: each is a feature's own MenuItem, in the order shown.
 */
const AppMenuList = lazy(async () => ({ default: await withKit(menuList()) }));

async function menuList() {
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
  return (props: MenuListProps) => <List {...props} items={items} />;
}

/** The app bar menu of a signed-in installer: its items are listed in app-menu-list.tsx. */
export function AppMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        label={t('app.menu')}
        title={t('app.menu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'app-menu' : undefined}
      >
        <Icon name="more" />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <AppMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
