import type { HTMLAttributes, ReactNode } from 'react';
import './alert.css';
import { classNames } from './class-names.ts';
import { ErrorIcon } from './icons/error-icon.tsx';
import { InfoIcon } from './icons/info-icon.tsx';
import { SuccessIcon } from './icons/success-icon.tsx';
import { WarningIcon } from './icons/warning-icon.tsx';

type Severity = 'error' | 'warning' | 'info' | 'success';

const SEVERITY_ICON = { error: ErrorIcon, warning: WarningIcon, info: InfoIcon, success: SuccessIcon };

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  severity: Severity;
  /** Filled: the severity's colour with white text (the snackbar); standard: a tint (in a page). */
  variant?: 'standard' | 'filled';
  title?: ReactNode;
  /** A button at the end (retry). */
  action?: ReactNode;
};

/**
 * A message in the page (not the snackbar): its role is the caller's (alert, status, or none for a note that
 * was there when the screen opened).
 */
export function Alert({ severity, variant = 'standard', title, action, className, children, ...div }: Props) {
  const SeverityIcon = SEVERITY_ICON[severity];
  return (
    <div
      {...div}
      className={classNames('alert', `alert-${severity}`, variant === 'filled' && 'alert-filled', className)}
    >
      <SeverityIcon />
      <div className="alert-message">
        {title ? <div className="alert-title">{title}</div> : null}
        {children}
      </div>
      {action ? <div className="alert-action">{action}</div> : null}
    </div>
  );
}
