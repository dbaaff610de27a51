import type { HTMLAttributes } from 'react';
import './chip.css';
import { classNames } from './class-names.ts';

/** The same names as the contracts' SIGNAL_COLOR and the alert severities. */
type ChipTone = 'default' | 'primary' | 'error' | 'warning' | 'info' | 'success';

type Props = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & { label: string; tone?: ChipTone };

/** A short state in words and colour (a signal level, an installation's state): not a control. */
export function Chip({ label, tone = 'default', className, ...span }: Props) {
  return (
    <span {...span} className={classNames('chip', `chip-${tone}`, className)}>
      {label}
    </span>
  );
}
