import './skeleton.css';
import { classNames } from './class-names.ts';

type Props = {
  /** The height of what it stands for, in px (a field: 56, a line of text: one line's height). */
  height?: number;
  /** A width in px, capped to the container's; the container's whole width unless told. */
  width?: number;
  variant?: 'rounded' | 'text' | 'circle';
};

/**
 * The shape of what is loading, so the screen does not jump when it arrives. Decorative: the part around it
 * says in words that it loads (role="status" with a name).
 */
export function Skeleton({ height, width, variant = 'rounded' }: Props) {
  return (
    <span
      className={classNames('skeleton', `skeleton-${variant}`)}
      style={{ height, width }}
      aria-hidden="true"
    />
  );
}
