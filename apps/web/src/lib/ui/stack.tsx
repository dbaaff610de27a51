import type { FormHTMLAttributes, HTMLAttributes } from 'react';
import './stack.css';
import { classNames } from './class-names.ts';

/** A gap in Material's 8 px steps (tokens.css --space-*). */
export type Gap = 0 | 0.5 | 1 | 1.5 | 2 | 3 | 4;

type StackElement =
  | 'div'
  | 'section'
  | 'form'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'nav'
  | 'header'
  | 'footer'
  | 'article'
  | 'fieldset';

type Props = HTMLAttributes<HTMLElement> &
  Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> & {
    /** column (the default) or row. */
    direction?: 'column' | 'row';
    /** The space between children, in 8 px steps: 2 (16 px) unless told. */
    gap?: Gap;
    /** Cross-axis alignment: a column's children stretch to its width unless told. */
    align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
    justify?: 'start' | 'center' | 'end' | 'between';
    /** A row's children go to the next line on a narrow screen. */
    wrap?: boolean;
    as?: StackElement;
  };

const gapClass = (gap: Gap) => `stack-gap-${String(gap).replace('.', '-')}`;

/**
 * Children one under the other (or side by side), spaced evenly: the layout of nearly every part of a screen,
 * as a few props mapped to classes (no arbitrary style: a part that needs more has its own CSS file).
 */
export function Stack({
  direction = 'column',
  gap = 2,
  align,
  justify,
  wrap = false,
  as: Element = 'div',
  className,
  ...element
}: Props) {
  return (
    <Element
      {...element}
      className={classNames(
        'stack',
        direction === 'row' && 'stack-row',
        gapClass(gap),
        align && `stack-align-${align}`,
        justify && `stack-justify-${justify}`,
        wrap && 'stack-wrap',
        className,
      )}
    />
  );
}
