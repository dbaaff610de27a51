import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

/** One entry of the app bar's overflow menu (app-menu.tsx). */
export interface AppMenuItem {
  /** Stable and unique among the items: the element id of the entry, for tests and keys. */
  id: string;
  label: string;
  icon: ReactNode;
  onSelect(): void;
}

export function AppMenuList({
  anchor,
  items,
  onClose,
}: {
  anchor: HTMLElement | null;
  items: readonly AppMenuItem[];
  onClose: () => void;
}) {
  return (
    <Menu id="app-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.id}
          id={`app-menu-${item.id}`}
          onClick={() => {
            onClose();
            item.onSelect();
          }}
          sx={{ minHeight: 48 }}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
