import type { HTMLAttributes } from 'react';
import './card.css';
import { classNames } from './class-names.ts';

type Props = HTMLAttributes<HTMLElement> & {
  /** outlined: a part of a form (a module's model); raised: a surface over the page (the sign-in). */
  variant?: 'outlined' | 'raised';
  as?: 'div' | 'section' | 'article' | 'li';
};

/** A surface that groups one thing, with its padding. Name it (aria-labelledby) when it is a section. */
export function Card({ variant = 'outlined', as: Element = 'div', className, ...element }: Props) {
  return <Element {...element} className={classNames('card', `card-${variant}`, className)} />;
}
