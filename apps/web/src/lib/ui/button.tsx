import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';
import { classNames } from './class-names.ts';
import { Icon, type IconName } from './icons.tsx';
import { Spinner } from './spinner.tsx';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
  variant?: 'contained' | 'outlined' | 'text';
  /** Takes the colour of the text around it (an alert's action, the app bar). */
  inheritColour?: boolean;
  /** Busy: disabled, its label read but a spinner shown (a call under way). */
  loading?: boolean;
  startIcon?: IconName;
};

/** A button of the app's own components (lib/ui), the first screens' replacement of the kit's. */
export function Button({
  variant = 'text',
  inheritColour = false,
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
      // The type is a prop: `button` unless a form's submit is meant.
      type={type}
      className={classNames('button', `button-${variant}`, inheritColour && 'button-inherit', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {startIcon ? <Icon name={startIcon} /> : null}
      {children}
      {loading ? <Spinner size={22} /> : null}
    </button>
  );
}

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** Its name for screen readers, and the tooltip (a native title). */
  label: string;
  edge?: 'end';
  children: ReactNode;
};

export function IconButton({ label, edge, className, children, ...button }: IconButtonProps) {
  return (
    <button
      type="button"
      {...button}
      className={classNames('icon-button', edge && 'icon-button-edge-end', className)}
      aria-label={label}
    >
      {children}
    </button>
  );
}
