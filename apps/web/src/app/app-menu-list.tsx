import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** The items of the app bar menu: each feature's MenuItem, which knows whether it closes the menu. */
export type MenuItems = readonly { key: string; Item: ComponentType<{ close(): void }> }[];

export interface MenuListProps {
  anchor: HTMLElement | null;
  onClose(): void;
}

export function AppMenuList({ anchor, onClose, items }: MenuListProps & { items: MenuItems }) {
  return (
    <Menu
      id="app-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxWidth: 360 } } }}
    >
      {items.map(({ key, Item }) => (
        <Item key={key} close={onClose} />
      ))}
    </Menu>
  );
}

/** "My installations": the after-visit list (features/my-installations). */
export function InstallationsMenuItem({ close }: { close(): void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <MenuItem
      id="app-menu-installations"
      onClick={() => {
        close();
        navigate('/installations');
      }}
      sx={{ minHeight: 48 }}
    >
      <ListItemIcon>
        <ListAltOutlined />
      </ListItemIcon>
      <ListItemText>{t('app.my_installations')}</ListItemText>
    </MenuItem>
  );
}
