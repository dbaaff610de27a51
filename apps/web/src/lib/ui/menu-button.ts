import { type KeyboardEvent, type RefObject, useCallback, useId, useRef, useState } from 'react';

/** Which item takes focus when the menu opens: the last with ArrowUp on its button, else the first. */
export type MenuFocus = 'first' | 'last';

/** What a Menu needs from its button (spread onto <Menu>). */
export interface MenuProps {
  id: string;
  /** Its button's id: the menu's name. */
  labelledBy: string;
  open: boolean;
  anchor: RefObject<HTMLButtonElement | null>;
  initialFocus: MenuFocus;
  /** Closes it; `returnFocus` puts focus back on its button (Escape, an item chosen). */
  onClose(returnFocus: boolean): void;
}

/**
 * The button of a menu, after WAI-ARIA's menu button pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/):
 * Enter, Space or a tap open the menu on its first item, ArrowDown on its first, ArrowUp on its last; a tap
 * while it is open closes it. `opened` turns true on the first opening and stays: the menu's chunk can load
 * then and stay mounted. Apart from menu.tsx, so that a button in the app bar does not load the menu itself.
 */
export function useMenuButton(menuId: string) {
  const anchor = useRef<HTMLButtonElement>(null);
  const buttonId = `${useId()}-button`;
  const [state, setState] = useState<{ open: boolean; opened: boolean; initialFocus: MenuFocus }>({
    open: false,
    opened: false,
    initialFocus: 'first',
  });
  const show = (initialFocus: MenuFocus) => setState({ open: true, opened: true, initialFocus });
  const onClose = useCallback((returnFocus: boolean) => {
    setState((current) => ({ ...current, open: false }));
    if (returnFocus) anchor.current?.focus();
  }, []);
  return {
    opened: state.opened,
    buttonProps: {
      ref: anchor,
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': state.open,
      'aria-controls': state.open ? menuId : undefined,
      onClick: () => (state.open ? onClose(false) : show('first')),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        show(event.key === 'ArrowUp' ? 'last' : 'first');
      },
    },
    menuProps: {
      id: menuId,
      labelledBy: buttonId,
      open: state.open,
      anchor,
      initialFocus: state.initialFocus,
      onClose,
    } as MenuProps,
  };
}
