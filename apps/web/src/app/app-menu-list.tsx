import type { ComponentType } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { ListIcon } from '../lib/ui/icons/list-icon.tsx';
import { Menu, MenuItem } from '../lib/ui/menu.tsx';
import type { MenuProps } from '../lib/ui/menu-button.ts';

/** The items of the app bar menu: each feature's MenuItem, which says whether it closes the menu. */
export type MenuItems = readonly { key: string; Item: ComponentType }[];

export function AppMenuList({ items, ...menu }: MenuProps & { items: MenuItems }) {
  return (
    <Menu {...menu}>
      {items.map(({ key, Item }) => (
        <Item key={key} />
      ))}
    </Menu>
  );
}

/** "My installations": the after-visit list (features/my-installations). */
export function InstallationsMenuItem() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <MenuItem id="app-menu-installations" icon={<ListIcon />} onClick={() => navigate('/installations')}>
      {t('app.my_installations')}
    </MenuItem>
  );
}
