import type { InputHTMLAttributes, ReactNode } from 'react';
import './choice.css';
import { classNames } from './class-names.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & { label: ReactNode };

/** One option of a radio group (a <fieldset> or role="radiogroup" around them names the group). */
export function RadioOption({ label, className, ...input }: Props) {
  return (
    <label className={classNames('choice', className)}>
      <input {...input} type="radio" className="choice-radio" />
      <span>{label}</span>
    </label>
  );
}

/** An on / off setting: a native checkbox announced as a switch. */
export function Switch({ label, className, ...input }: Props) {
  return (
    <label className={classNames('choice', className)}>
      {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state itself (ARIA in HTML). */}
      <input {...input} type="checkbox" role="switch" className="switch" />
      <span>{label}</span>
    </label>
  );
}
