import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

function Opener({ dismissible = true, onClose }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Button>Behind</Button>
      {open ? (
        <Dialog onClose={close} dismissible={dismissible}>
          <DialogTitle>Installation not finished</DialogTitle>
          <DialogContent>
            <DialogDescription>Device 10000001, step 2 of 4.</DialogDescription>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Discard</Button>
            <Button variant="contained" onClick={close} data-autofocus>
              Resume
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}

describe('a dialog (native <dialog>, shown modal)', () => {
  it('is a modal dialog named by its title, described by its text, focus on the marked button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Installation not finished' });
    expect(dialog).toHaveAccessibleDescription('Device 10000001, step 2 of 4.');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Installation not finished' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('gives focus back after one of its buttons closed it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a tap on its backdrop, not on a tap inside it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Device 10000001, step 2 of 4.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The surface fills the <dialog>: a tap on the element itself is a tap on its ::backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays while it must (an upload under way): Escape and the backdrop do nothing', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener dismissible={false} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('opens again when the browser closes it while it must stay (a second Escape in Chromium)', async () => {
    const user = userEvent.setup();
    render(<Opener dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    dialog.close();
    await vi.waitFor(() => expect(dialog).toHaveAttribute('open'));
  });

  it("stays open under React's development double effects (closed and shown again at once)", async () => {
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Dialog onClose={onClose}>
          <DialogTitle>Share report</DialogTitle>
        </Dialog>
      </StrictMode>,
    );
    // The close event of the first effect's clean-up arrives after the dialog was shown again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Share report' })).toHaveAttribute('open');
  });
});
