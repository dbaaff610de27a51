import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { TextInput } from '../../../lib/ui/text-input.tsx';

/** spec §2 Step 3: the filter of a long list of types, and how many of them it leaves. */
export function AssetTypeFilterField({
  query,
  onQuery,
  filter,
  matchCount,
  total,
}: {
  query: string;
  onQuery(query: string): void;
  /** The query as it filters (trimmed): empty, no filter. */
  filter: string;
  matchCount: number;
  total: number;
}) {
  const { t } = useTranslation();

  const stopSubmit = (event: KeyboardEvent) => {
    // Enter (a phone keyboard's Search key) closes the keyboard to show the list; it does not submit the step.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    (event.target as HTMLElement).blur();
  };

  return (
    <Stack gap={0.5}>
      <TextInput
        type="search"
        label={t('step_3.filter_label')}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={stopSubmit}
        autoComplete="off"
      />
      {/* Polite: announced after the typing pauses, without interrupting it. */}
      <Text role="status" aria-live="polite" variant="body2" tone="secondary">
        {filter === ''
          ? ''
          : matchCount === 0
            ? t('step_3.no_match', { query: filter })
            : t('step_3.filter_count', { count: matchCount, total })}
      </Text>
    </Stack>
  );
}
