import { type ReactNode, useId } from 'react';
import { Text } from '../../lib/ui/text.tsx';
import './report-section.css';

/** One part of the report, kept on one printed page when it fits. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="report-section">
      <Text id={id} as="h2" variant="h6" className="report-section-title">
        {title}
      </Text>
      {children}
    </section>
  );
}

export type Fact = readonly [label: string, value: ReactNode];

/** Label and value pairs, side by side on a page, one under the other on a narrow phone. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="report-facts">
      {facts.map(([label, value], index) => (
        // Labels come from the equipment's model too, where two inputs may share one; the list is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: the facts never move while the page is shown
        <div key={`${index}:${label}`} className="report-fact">
          <Text as="dt" variant="body2" tone="secondary">
            {label}
          </Text>
          <Text as="dd" variant="body2" weight="medium">
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
