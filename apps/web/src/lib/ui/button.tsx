import type { AnchorHTMLAttributes, ComponentProps, ReactNode } from 'react';
import './button.css';
import { classNames } from './class-names.ts';
import { Spinner } from './spinner.tsx';

interface ButtonLook {
  /** contained: the screen's main action; outlined: a second one; text (the default): the others. */
  variant?: 'contained' | 'outlined' | 'text';
  /** error: what discards or stops; success: what confirms (the camera); inherit: the colour around it. */
  colour?: 'primary' | 'error' | 'success' | 'inherit';
  /** As wide as its container (a column's only action on a phone). */
  fullWidth?: boolean;
  /** An icon before the text (lib/ui/icons/). */
  startIcon?: ReactNode;
}

const buttonClass = ({ variant = 'text', colour = 'primary', fullWidth = false }: ButtonLook) =>
  classNames('button', `button-${variant}`, `button-${colour}`, fullWidth && 'button-full-width');

type ButtonProps = Omit<ComponentProps<'button'>, 'color'> &
  ButtonLook & {
    /** Busy: takes no tap, its label still read (aria-busy), a spinner shown in its place (a call under way). */
    loading?: boolean;
  };

/** A button, 48 px high (tokens.css --touch). `type` is button unless a form's submit is meant. */
export function Button({
  variant,
  colour,
  fullWidth,
  loading = false,
  startIcon,
  disabled,
  className,
  type = 'button',
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={classNames(buttonClass({ variant, colour, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {startIcon}
      {children}
      {loading ? <Spinner size={22} /> : null}
    </button>
  );
}

/** A link that looks like a button (to open the report in a new tab, a page of the app). */
export function ButtonLink({
  variant,
  colour,
  fullWidth,
  startIcon,
  className,
  children,
  ...anchor
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLook) {
  return (
    <a {...anchor} className={classNames(buttonClass({ variant, colour, fullWidth }), className)}>
      {startIcon}
      {children}
    </a>
  );
}

type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** Its name for screen readers (and a tooltip when `title` repeats it). */
  label: string;
  /** Flush with the end of its row (inside a field, at the end of a bar). */
  edge?: 'end';
  children: ReactNode;
};

/** A round 48 px button with an icon and no text: its label is its name. Takes the colour around it. */
export function IconButton({ label, edge, className, type = 'button', ...button }: IconButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={classNames('icon-button', edge && 'icon-button-edge-end', className)}
      aria-label={label}
    />
  );
}

/** The one main action of a full-screen view (the camera's shutter): a large round primary button. */
export function Fab({
  label,
  icon,
  size = 'medium',
  className,
  type = 'button',
  ...button
}: Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  label: string;
  /** Its icon (lib/ui/icons/), large on a large button. */
  icon: ReactNode;
  /** medium 56 px, large 72 px. */
  size?: 'medium' | 'large';
}) {
  return (
    <button
      {...button}
      type={type}
      className={classNames('fab', size === 'large' && 'fab-large', className)}
      aria-label={label}
    >
      {icon}
    </button>
  );
}
