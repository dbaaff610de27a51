import type { ButtonHTMLAttributes, HTMLAttributes, LiHTMLAttributes } from 'react';
import './list.css';
import { classNames } from './class-names.ts';

type ListProps = HTMLAttributes<HTMLUListElement> & {
  /** A line between items (a list of records); none for a list of short facts. */
  dividers?: boolean;
};

/** A list of records (installations, what waits in the outbox): a <ul> without bullets. */
export function List({ dividers = true, className, ...list }: ListProps) {
  return <ul {...list} className={classNames('list', dividers && 'list-dividers', className)} />;
}

/** One record of a List, with its padding; holds a ListButton when the whole row opens something. */
export function ListItem({ className, ...item }: LiHTMLAttributes<HTMLLIElement>) {
  return <li {...item} className={classNames('list-item', className)} />;
}

/** The whole row as one button (opening the record): its text is the button's name. */
export function ListButton({
  className,
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...button} type={type} className={classNames('list-button', className)} />;
}
