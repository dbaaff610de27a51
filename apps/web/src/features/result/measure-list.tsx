import { Text } from '../../lib/ui/text.tsx';
import './measure-list.css';

export interface Measure {
  /** Stable key: the metric's path or the field name. */
  id: string;
  label: string;
  unit: string | null;
  /** Already formatted (formatValue). */
  value: string;
}

/** spec §2 Result screen: each measure with its label, its unit in brackets and its value. */
export function MeasureList({ title, measures }: { title: string; measures: Measure[] }) {
  return (
    <section aria-label={title}>
      <dl className="measure-list">
        {measures.map((measure) => (
          <div key={measure.id} className="measure-list-row">
            <Text as="dt" tone="secondary">
              {measure.unit ? `${measure.label} (${measure.unit})` : measure.label}
            </Text>
            <Text as="dd" weight="bold" className="measure-list-value">
              {measure.value}
            </Text>
          </div>
        ))}
      </dl>
    </section>
  );
}
