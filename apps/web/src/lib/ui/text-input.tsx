import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './text-input.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Beside the text, inside the border (the password's show / hide button). */
  endAdornment?: ReactNode;
};

/**
 * An outlined text field with its label and helper text wired for screen readers: a native input and CSS, so
 * the sign-in and the first steps do without the UI kit (docs/decisions/0009-web-start-up.md).
 */
export function TextInput({
  label,
  helperText,
  error = false,
  required,
  id,
  inputRef,
  endAdornment,
  ...input
}: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  return (
    <div className="field" data-error={error || undefined}>
      <label className="field-label" htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="field-box">
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          className="field-input"
          required={required}
          aria-invalid={error}
          aria-describedby={helperText ? helperId : undefined}
        />
        {endAdornment}
      </div>
      {helperText ? (
        <p id={helperId} className="helper field-helper">
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
