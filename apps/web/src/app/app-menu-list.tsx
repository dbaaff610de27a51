import Menu from '@mui/material/Menu';
import type { ComponentType } from 'react';
import { PrimingMenuItem } from '../features/priming/index.ts';

/**
 * The items of the app bar menu, in order: each is a feature's own MenuItem, which knows what it does and
 * whether it closes the menu (`close`).
 */
const ITEMS: readonly { key: string; Item: ComponentType<{ close(): void }> }[] = [
  // Stays open while it primes: the installer watches the progress (docs/decisions/0012-priming.md).
  { key: 'priming', Item: PrimingMenuItem },
];

export function AppMenuList({ anchor, onClose }: { anchor: HTMLElement | null; onClose(): void }) {
  return (
    <Menu
      id="app-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxWidth: 360 } } }}
    >
      {ITEMS.map(({ key, Item }) => (
        <Item key={key} close={onClose} />
      ))}
    </Menu>
  );
}
