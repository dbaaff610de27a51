import { type ReactNode, type TableHTMLAttributes, useId, useLayoutEffect, useRef, useState } from 'react';
import './table.css';
import { classNames } from './class-names.ts';

type Props = Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> & {
  /** What the table holds: its name for screen readers, shown above it. */
  caption: ReactNode;
  /** Its rows: native <thead>, <tbody>, <tr>, <th scope="col">, <td> (data-align="end" for a number). */
  children: ReactNode;
};

/**
 * A table of records on a phone: native table elements (a screen reader gives row and column), dense rows,
 * its caption on top. On a screen narrower than the table it scrolls sideways inside its own region, which
 * then takes focus so that a keyboard can scroll it too (WCAG 2.1.1).
 */
export function Table({ caption, className, children, ...table }: Props) {
  const region = useRef<HTMLDivElement>(null);
  const captionId = `${useId()}-caption`;
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={region}
      className="table-region"
      {...(scrolls ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table {...table} className={classNames('table', className)}>
        <caption id={captionId} className="table-caption">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
