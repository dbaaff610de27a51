import Menu from '@mui/material/Menu';
import type { ComponentType } from 'react';

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
