import { type ReactNode, useId } from 'react';
import './field.css';
import { classNames } from './class-names.ts';

/** What every field shows around its control: its label on the border, and its helper or error text. */
export interface FieldLook {
  label: string;
  /** Under the field: what to type, or the error once there is one. A space keeps the line when it comes and goes. */
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** spec §9: a value the form calculated is highlighted for 1 s. */
  highlighted?: boolean;
}

/** The ids a field's control and its helper text share (aria-describedby). */
export function useFieldIds(id: string | undefined, helperText: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  const helperId = `${controlId}-helper`;
  return { controlId, helperId, describedBy: helperText ? helperId : undefined };
}

/**
 * Material's outlined field, its label always on the border: the frame of the text field, the select and the
 * combobox, so they look and read the same. The control is the caller's native element.
 */
export function FieldFrame({
  controlId,
  helperId,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  highlighted = false,
  end,
  popup,
  className,
  children,
}: FieldLook & {
  controlId: string;
  helperId: string;
  /** Inside the border after the control (the password's show button, a spinner, the select's arrow). */
  end?: ReactNode;
  /** Under the border, over what follows (the combobox's list). */
  popup?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={classNames('field', className)}
      data-error={error || undefined}
      data-disabled={disabled || undefined}
      data-highlighted={highlighted || undefined}
    >
      <label className="field-label" htmlFor={controlId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="field-box">
        {children}
        {end}
        {popup}
      </div>
      {helperText ? (
        <FieldHelp id={helperId} error={error}>
          {helperText}
        </FieldHelp>
      ) : null}
    </div>
  );
}

/** A field's or a group's helper line, red when it says what is wrong; its id is the control's description. */
export function FieldHelp({
  id,
  error = false,
  children,
}: {
  id?: string;
  error?: boolean;
  children: ReactNode;
}) {
  return (
    <p id={id} className="field-helper" data-error={error || undefined}>
      {children}
    </p>
  );
}
