import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';
import { Button, IconButton } from './button.tsx';
import { RadioOption, Switch } from './choice.tsx';
import { Spinner } from './spinner.tsx';
import { TextInput } from './text-input.tsx';

function Choices() {
  const [target, setTarget] = useState('client');
  const [mail, setMail] = useState(false);
  return (
    <>
      <div role="radiogroup" aria-label="Target">
        {['client', 'professional'].map((value) => (
          <RadioOption
            key={value}
            name="target"
            value={value}
            checked={target === value}
            onChange={() => setTarget(value)}
            label={value}
          />
        ))}
      </div>
      <Switch checked={mail} onChange={(event) => setMail(event.target.checked)} label="Send the mail" />
    </>
  );
}

describe("the app's own components (lib/ui)", () => {
  it('a text field is named by its label and described by its helper text, and says when it is invalid', () => {
    const { rerender } = render(<TextInput label="E-mail" helperText="Enter your e-mail" required />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Enter your e-mail');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    rerender(<TextInput label="E-mail" helperText="Enter your e-mail" required error />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('a busy button keeps its name for screen readers and takes no tap', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button variant="contained" onClick={onClick}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button variant="contained" onClick={onClick} loading>
        Sign in
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('an icon button is named by its label', () => {
    render(
      <IconButton label="Sign out">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('radios and a switch are native inputs, chosen by tapping their label', async () => {
    const user = userEvent.setup();
    render(<Choices />);
    await user.click(screen.getByText('professional'));
    expect(screen.getByRole('radio', { name: 'professional' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'client' })).not.toBeChecked();
    await user.click(screen.getByText('Send the mail'));
    expect(screen.getByRole('switch', { name: 'Send the mail' })).toBeChecked();
  });

  it('an alert carries the role its caller gives, with its title and action', () => {
    render(
      <Alert severity="error" role="alert" title="Refused" action={<Button>Retry</Button>}>
        Check the e-mail.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('RefusedCheck the e-mail.Retry');
  });

  it('a spinner is a named progress bar alone, and hidden inside a button', () => {
    render(
      <>
        <Spinner label="Loading…" />
        <Spinner />
      </>,
    );
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });
});
