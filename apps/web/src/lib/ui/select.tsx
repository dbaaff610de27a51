import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldLook, useFieldIds } from './field.tsx';
import { ExpandIcon } from './icons/expand-icon.tsx';

type Props = SelectHTMLAttributes<HTMLSelectElement> &
  FieldLook & {
    selectRef?: Ref<HTMLSelectElement>;
  };

/**
 * A choice among a list, as a native <select>: the phone's own picker (large, familiar, scrolled with the
 * thumb), the keyboard's on a desktop, announced as a combobox with its label. Children are <option>s; a first
 * `<option value="">` is the placeholder of a required choice.
 */
export function Select({
  label,
  helperText,
  error = false,
  required,
  disabled,
  highlighted,
  id,
  selectRef,
  children,
  ...select
}: Props) {
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
      end={
        <span className="field-select-arrow">
          <ExpandIcon />
        </span>
      }
    >
      <select
        {...select}
        ref={selectRef}
        id={controlId}
        className="field-control"
        required={required}
        disabled={disabled}
        aria-invalid={error}
        aria-describedby={describedBy}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
