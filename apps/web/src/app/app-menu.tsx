import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { IconButton } from '../lib/ui/button.tsx';
import { MoreIcon } from '../lib/ui/icons/more-icon.tsx';
import { type MenuProps, useMenuButton } from '../lib/ui/menu-button.ts';
import type { MenuItems } from './app-menu-list.tsx';

/**
 * The list (and lib/ui's Menu) loads on the first tap, not with the page, with its items: each is a feature's
 * own MenuItem, in the order shown.
 */
const AppMenuList = lazy(async () => ({ default: await menuList() }));

async function menuList() {
  const [{ AppMenuList: List, InstallationsMenuItem }, priming, jobs, office] = await Promise.all([
    import('./app-menu-list.tsx'),
    import('../features/priming/priming-menu-item.tsx'),
    import('../features/jobs/jobs-menu-item.tsx'),
    import('../features/office/office-menu-item.tsx'),
  ]);
  const items: MenuItems = [
    // decision 0022: My jobs first; Office shows itself to office accounts only.
    { key: 'jobs', Item: jobs.JobsMenuItem },
    { key: 'office', Item: office.OfficeMenuItem },
    { key: 'installations', Item: InstallationsMenuItem },
    // Stays open while it primes: the installer watches the progress
    // (docs/decisions/0012-offline-priming.md).
    { key: 'priming', Item: priming.PrimingMenuItem },
  ];
  return (props: MenuProps) => <List {...props} items={items} />;
}

/** The app bar menu of a signed-in installer: its items are listed in app-menu-list.tsx. */
export function AppMenu() {
  const { t } = useTranslation();
  const menu = useMenuButton('app-menu');
  return (
    <>
      <IconButton {...menu.buttonProps} label={t('app.menu')} title={t('app.menu')}>
        <MoreIcon />
      </IconButton>
      {menu.opened ? (
        <Suspense fallback={null}>
          <AppMenuList {...menu.menuProps} />
        </Suspense>
      ) : null}
    </>
  );
}
