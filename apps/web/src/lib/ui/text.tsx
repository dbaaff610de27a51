import { createElement, type HTMLAttributes, type Ref } from 'react';
import './text.css';
import { classNames } from './class-names.ts';

type Variant = 'h5' | 'h6' | 'subtitle1' | 'subtitle2' | 'body1' | 'body2' | 'caption' | 'overline';

/** The elements a text is written as: the variant is its look, the element its meaning. */
type TextElement =
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'p'
  | 'span'
  | 'div'
  | 'label'
  | 'dt'
  | 'dd'
  | 'figcaption'
  | 'address'
  | 'ul'
  | 'legend';

const DEFAULT_ELEMENT: Record<Variant, TextElement> = {
  h5: 'h2',
  h6: 'h2',
  subtitle1: 'p',
  subtitle2: 'p',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

type Props = HTMLAttributes<HTMLElement> & {
  /** The type scale's step (tokens.css): body1 by default. */
  variant?: Variant;
  /** The element: a heading's level follows the page's outline, not its size. */
  as?: TextElement;
  /** secondary: what explains (5.7:1 on white); error and success: a state said in words and colour. */
  tone?: 'secondary' | 'error' | 'success';
  weight?: 'medium' | 'bold';
  /** One line per line of the text (an address, a message with breaks). */
  preLine?: boolean;
  /** Long words (an e-mail, a device number) wrap rather than widen a 360 px screen. */
  breakAnywhere?: boolean;
  /** Shown on a line of its own even as a span. */
  block?: boolean;
  htmlFor?: string;
  /** A heading that takes focus when its step shows (tabIndex -1). */
  ref?: Ref<HTMLElement>;
};

/** Any text of a screen: headings, paragraphs, captions. No margin: a Stack's gap spaces them. */
export function Text({
  variant = 'body1',
  as,
  tone,
  weight,
  preLine = false,
  breakAnywhere = false,
  block = false,
  className,
  ...element
}: Props) {
  // createElement: the element is one of several, its ref an HTMLElement's.
  return createElement(as ?? DEFAULT_ELEMENT[variant], {
    ...element,
    className: classNames(
      'text',
      `text-${variant}`,
      tone && `text-${tone}`,
      weight && `text-${weight}`,
      preLine && 'text-pre-line',
      breakAnywhere && 'text-break',
      block && 'text-block',
      className,
    ),
  });
}

/** Words for screen readers only: a live region's message, a label the picture gives to sighted users. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className="visually-hidden" />;
}
