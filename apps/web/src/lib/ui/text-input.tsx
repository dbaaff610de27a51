import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldLook, useFieldIds } from './field.tsx';

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> &
  FieldLook & {
    inputRef?: Ref<HTMLInputElement>;
    /** Beside the text, inside the border (the password's show / hide button, a spinner). */
    endAdornment?: ReactNode;
    /** Under the border, over what follows: the combobox's list (combobox.tsx). */
    popup?: ReactNode;
  };

/**
 * The app's one text field: an outlined native input with its label and helper text wired for screen
 * readers (named by its label, described by its helper, aria-invalid when it says what is wrong). Bound to a
 * form with FormTextField (form-fields.tsx).
 */
export function TextInput({
  label,
  helperText,
  error = false,
  required,
  disabled,
  highlighted,
  id,
  inputRef,
  endAdornment,
  popup,
  ...input
}: TextInputProps) {
  const { controlId, helperId, describedBy } = useFieldIds(id, helperText);
  return (
    <FieldFrame
      controlId={controlId}
      helperId={helperId}
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
      highlighted={highlighted}
      end={endAdornment}
      popup={popup}
    >
      <input
        {...input}
        ref={inputRef}
        id={controlId}
        className="field-control"
        required={required}
        disabled={disabled}
        aria-invalid={error}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> &
  FieldLook & { textAreaRef?: Ref<HTMLTextAreaElement> };

/** A text of several lines (a description): the same field, growing with its text. */
export function TextArea({
  label,
  helperText,
  error = false,
  required,
  disabled,
  highlighted,
  id,
  textAreaRef,
  rows = 2,
  ...textArea
}: TextAreaProps) {
  const { controlId, helperId, describedBy } = useFieldIds(id, helperText);
  return (
    <FieldFrame
      controlId={controlId}
      helperId={helperId}
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
      highlighted={highlighted}
    >
      <textarea
        {...textArea}
        ref={textAreaRef}
        id={controlId}
        rows={rows}
        className="field-control"
        required={required}
        disabled={disabled}
        aria-invalid={error}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
