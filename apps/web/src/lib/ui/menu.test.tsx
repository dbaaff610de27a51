import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './button.tsx';
import { Menu, MenuItem } from './menu.tsx';
import { useMenuButton } from './menu-button.ts';

const chosen = vi.fn();

function Actions() {
  const menu = useMenuButton('actions-menu');
  return (
    <>
      <IconButton {...menu.buttonProps} label="More options">
        <svg />
      </IconButton>
      <Menu {...menu.menuProps}>
        <MenuItem onClick={() => chosen('installations')}>My installations</MenuItem>
        <MenuItem onClick={() => chosen('prepare')} keepOpen secondary="Not prepared yet">
          Prepare for offline
        </MenuItem>
        <MenuItem onClick={() => chosen('print')}>Print</MenuItem>
        <MenuItem onClick={() => chosen('photo')}>Photo</MenuItem>
      </Menu>
      <button type="button">After</button>
    </>
  );
}

function Languages() {
  const menu = useMenuButton('language-menu');
  return (
    <>
      <IconButton {...menu.buttonProps} label="Choose the language">
        <svg />
      </IconButton>
      <Menu {...menu.menuProps}>
        <MenuItem checked={false}>Français</MenuItem>
        <MenuItem checked>English</MenuItem>
      </Menu>
    </>
  );
}

const button = () => screen.getByRole('button', { name: 'More options' });
const item = (name: string | RegExp) => screen.getByRole('menuitem', { name });

describe('a menu button and its menu (WAI-ARIA menu button pattern)', () => {
  it('says it opens a menu, and Enter opens it named by its button, focus on the first item', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    button().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'More options' })).toHaveAttribute('id', 'actions-menu');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button()).toHaveAttribute('aria-controls', 'actions-menu');
    expect(item('My installations')).toHaveFocus();
  });

  it('moves with the arrows (wrapping), Home, End and the first letter', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    button().focus();
    await user.keyboard('{ArrowDown}');
    expect(item('My installations')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item(/Prepare for offline/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Photo')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('My installations')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Photo')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('My installations')).toHaveFocus();
    // Type-ahead: P goes to the next item starting with P, then the one after.
    await user.keyboard('p');
    expect(item(/Prepare for offline/)).toHaveFocus();
    await user.keyboard('p');
    expect(item('Print')).toHaveFocus();
    await user.keyboard('p');
    expect(item('Photo')).toHaveFocus();
  });

  it('opens on its last item with ArrowUp', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    button().focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Photo')).toHaveFocus();
  });

  it('closes on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    await user.click(button());
    expect(item('My installations')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes once an item is chosen, focus back on its button, unless the item stays open', async () => {
    const user = userEvent.setup();
    chosen.mockClear();
    render(<Actions />);
    await user.click(button());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenLastCalledWith('prepare');
    expect(item(/Prepare for offline/)).toHaveFocus();
    expect(item(/Prepare for offline/)).toHaveAccessibleName('Prepare for offline Not prepared yet');
    await user.click(item('Print'));
    expect(chosen).toHaveBeenLastCalledWith('print');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });

  it('closes where focus goes: Tab, a tap elsewhere, or its button again', async () => {
    const user = userEvent.setup();
    render(<Actions />);
    await user.click(button());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await user.click(button());
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(button());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('announces a choice among several as radio items, the current one checked', async () => {
    const user = userEvent.setup();
    render(<Languages />);
    await user.click(screen.getByRole('button', { name: 'Choose the language' }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).not.toBeChecked();
  });
});
