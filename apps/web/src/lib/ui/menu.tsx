import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  type ButtonHTMLAttributes,
} from 'react';
import './menu.css';
import { classNames } from './class-names.ts';
import type { MenuProps } from './menu-button.ts';

const CloseMenu = createContext<((returnFocus: boolean) => void) | null>(null);

const ITEM = '[role^="menuitem"]';
/** Between the button and the menu, and between the menu and the screen's edges. */
const GAP = 4;
const MARGIN = 16;

function items(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(ITEM)];
}

/** Under its button, aligned with its end (the app bar's buttons are at the end), kept inside the screen. */
function place(menu: HTMLElement, button: HTMLElement): void {
  const anchor = button.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const top = anchor.bottom + GAP;
  menu.style.top = `${top}px`;
  menu.style.right = `${Math.max(MARGIN / 2, width - anchor.right)}px`;
  menu.style.maxHeight = `${Math.max(window.innerHeight - top - MARGIN, 120)}px`;
}

/**
 * A menu of actions, after WAI-ARIA's menu button pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/):
 * named by its button; ArrowDown and ArrowUp move through the items (and wrap), Home and End go to the first
 * and last, a letter to the next item that starts with it; Escape closes it and puts focus back on its
 * button, as choosing an item does; Tab, a tap elsewhere or focus leaving close it where focus went.
 * Its props come from useMenuButton (menu-button.ts).
 */
export function Menu({
  id,
  labelledBy,
  open,
  anchor,
  initialFocus,
  onClose,
  children,
}: MenuProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useLayoutEffect(() => {
    const menu = ref.current;
    const button = anchor.current;
    if (!open || !menu || !button) return;
    place(menu, button);
    const all = items(menu);
    (initialFocus === 'last' ? all.at(-1) : all[0])?.focus();
    const replace = () => place(menu, button);
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.contains(target) && !button.contains(target)) latestClose.current(false);
    };
    window.addEventListener('resize', replace);
    document.addEventListener('pointerdown', outside, true);
    return () => {
      window.removeEventListener('resize', replace);
      document.removeEventListener('pointerdown', outside, true);
    };
  }, [open, anchor, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menu = ref.current;
    if (!menu || event.altKey || event.ctrlKey || event.metaKey) return;
    const all = items(menu);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(current + 1);
        break;
      case 'ArrowUp':
        focus(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(-1);
        break;
      case 'Escape':
        onClose(true);
        break;
      default: {
        if (event.key.length !== 1 || event.key === ' ') return;
        // Type-ahead: the next item whose text starts with the letter typed, from the one after focus.
        const letter = event.key.toLocaleLowerCase();
        const order = [...all.slice(current + 1), ...all.slice(0, current + 1)];
        order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))?.focus();
      }
    }
    event.preventDefault();
  };

  return (
    <CloseMenu.Provider value={onClose}>
      <div
        ref={ref}
        id={id}
        role="menu"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className="menu"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Focus left for another part of the page (Tab, a tap elsewhere): close, focus stays where it went.
          const next = event.relatedTarget as Node | null;
          if (next && !ref.current?.contains(next) && next !== anchor.current) onClose(false);
        }}
      >
        {children}
      </div>
    </CloseMenu.Provider>
  );
}

type MenuItemProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'type'> & {
  /** A decorative icon (or flag) before the text. */
  icon?: ReactNode;
  /** Lines under the text, part of the item's name (a status). */
  secondary?: ReactNode;
  /** Stays open once chosen (the installer watches what it started there). */
  keepOpen?: boolean;
  /** A choice among several (the languages): announced as a radio item, checked when it is the current one. */
  checked?: boolean;
};

/** One action of a Menu: a button with role menuitem (menuitemradio when `checked` is given). */
export function MenuItem({
  icon,
  secondary,
  keepOpen = false,
  checked,
  className,
  onClick,
  children,
  ...button
}: MenuItemProps) {
  const close = useContext(CloseMenu);
  if (!close) throw new Error('MenuItem belongs inside a Menu');
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-checked is given only with the role menuitemradio.
    <button
      {...button}
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      tabIndex={-1}
      className={classNames('menu-item', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!keepOpen) close(true);
      }}
    >
      {icon ? <span className="menu-item-icon">{icon}</span> : null}
      <span className="menu-item-text">
        {children}
        {/* The space keeps the two lines two words apart in the item's name. */}
        {secondary ? (
          <>
            {' '}
            <span className="menu-item-secondary">{secondary}</span>
          </>
        ) : null}
      </span>
    </button>
  );
}
