import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './choice.css';
import { classNames } from './class-names.ts';
import { FieldHelp } from './field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/** One option of a RadioGroup; a second line under its label explains it (an asset type's description). */
export function RadioOption({
  label,
  description,
  className,
  inputRef,
  ...input
}: Props & { description?: ReactNode }) {
  return (
    <label className={classNames('choice', description ? 'choice-described' : undefined, className)}>
      <input {...input} ref={inputRef} type="radio" className="choice-radio" />
      <span>
        {label}
        {/* The space keeps the two lines two words apart in the radio's name. */}
        {description ? (
          <>
            {' '}
            <span className="choice-description">{description}</span>
          </>
        ) : null}
      </span>
    </label>
  );
}

/**
 * Radios that make one choice, named by their label (role radiogroup): native radios sharing a `name` are
 * one tab stop and the arrow keys move between them. Its helper says what is missing, read with the group.
 */
export function RadioGroup({
  label,
  labelId,
  labelAs: Label = 'span',
  helperText,
  error = false,
  required = false,
  className,
  children,
}: {
  label: ReactNode;
  /** The label's id, to name a part of the group with it too (aria-labelledby="<labelId> <heading>"). */
  labelId?: string;
  /** A heading when the group is the step's main question (h2); a plain label otherwise. */
  labelAs?: 'span' | 'h2' | 'h3';
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const titleId = labelId ?? `${generated}-label`;
  const helperId = `${generated}-helper`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={titleId}
      aria-describedby={helperText ? helperId : undefined}
      aria-required={required || undefined}
      aria-invalid={error || undefined}
      className={classNames('choice-group', className)}
      data-error={error || undefined}
    >
      <Label
        id={titleId}
        className={classNames('choice-group-label', Label !== 'span' && 'choice-group-heading')}
      >
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children}
      {helperText ? (
        <FieldHelp id={helperId} error={error}>
          {helperText}
        </FieldHelp>
      ) : null}
    </div>
  );
}

/** An on / off setting: a native checkbox announced as a switch. start: the label before it. */
export function Switch({
  label,
  labelPlacement = 'end',
  className,
  inputRef,
  ...input
}: Props & { labelPlacement?: 'start' | 'end' }) {
  return (
    <label className={classNames('choice', labelPlacement === 'start' && 'choice-label-start', className)}>
      {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state itself (ARIA in HTML). */}
      <input {...input} ref={inputRef} type="checkbox" role="switch" className="switch" />
      <span>{label}</span>
    </label>
  );
}

/** A yes / no answer that is part of a form (not a setting that applies at once: that is a Switch). */
export function Checkbox({ label, className, inputRef, ...input }: Props) {
  return (
    <label className={classNames('choice', className)}>
      <input {...input} ref={inputRef} type="checkbox" className="choice-radio" />
      <span>{label}</span>
    </label>
  );
}
