import type { PlaceSuggestion } from '@installer/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { Combobox } from '../../lib/ui/combobox.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useOnline } from '../../lib/use-online.ts';
import { MIN_SEARCH_LENGTH, usePlaceSuggestions } from '../../lib/geocoder/geo-autocomplete.ts';

/** Not in the spec: long enough to skip the letters of a word being typed, short enough to feel live. */
const PLACE_SEARCH_DEBOUNCE_MS = 300;

export interface PlaceSearchProps {
  /** What the field shows at first: the chosen place's address, or the autofill `address` parameter. */
  initialText: string;
  onChoose(suggestion: PlaceSuggestion): void;
  /** The address kept as typed, if any (docs/decisions/0007-offline-installations-checked-on-sending.md). */
  typed: string | null;
  /**
   * While the search cannot answer (no network, or no answer from it), the text as typed, kept as the
   * address; null once the installer changes it while the search answers again (what was typed without
   * signal stays the address until then: nothing is typed twice).
   */
  onTyped(text: string | null): void;
  required: boolean;
  error: string | null;
  busy: boolean;
}

/**
 * spec §2 Address block mode 2: place autocomplete through our server (DESIGN §2), in lib/ui's combobox
 * (docs/decisions/0013-one-component-vocabulary.md): arrow keys through the list, Enter to choose, Escape to
 * close, the number of suggestions announced. The server matched the text: its answer is shown as given.
 */
export function PlaceSearch({
  initialText,
  onChoose,
  typed,
  onTyped,
  required,
  error,
  busy,
}: PlaceSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  // Once a suggestion is chosen the field shows its label: that is an answer, not a new question.
  const showsChoice = chosen !== null && text === chosen.label;
  const searchText = showsChoice ? '' : text;
  const settled = useDebouncedValue(searchText, PLACE_SEARCH_DEBOUNCE_MS);
  const online = useOnline();
  const suggestions = usePlaceSuggestions(settled, online);
  // The browser says it is offline, or the search got no answer at all: the text is the address.
  const unavailable =
    !online ||
    (suggestions.isError && suggestions.error instanceof ApiError && suggestions.error.status === 0);
  const keep = unavailable ? (showsChoice ? null : text) : text === typed ? typed : null;
  const reportTyped = useRef(onTyped);
  reportTyped.current = onTyped;
  useEffect(() => reportTyped.current(keep), [keep]);
  const tooShort = searchText.trim().length < MIN_SEARCH_LENGTH;
  const waiting = !unavailable && !tooShort && (settled !== searchText || suggestions.isFetching);

  /**
   * Leaving the field with the search answering: a text that was not chosen is not an address, so the field
   * shows the chosen place again, or empties; the text it opened with and an address kept as typed stay.
   */
  const settle = () => {
    if (unavailable || showsChoice || text === initialText || text === typed) return;
    setText(chosen?.label ?? '');
  };

  return (
    <Combobox<PlaceSuggestion>
      label={t('step_4.search_address')}
      required={required}
      error={Boolean(error)}
      helperText={error ?? t(unavailable ? 'address.typed_help' : 'address.search_help')}
      inputValue={text}
      onInputChange={(next) => setText(next)}
      options={tooShort ? [] : (suggestions.data ?? [])}
      getKey={(option) => option.id}
      getLabel={(option) => option.label}
      onChoose={(option) => {
        setChosen(option);
        onChoose(option);
      }}
      loading={waiting}
      loadingText={t('address.searching')}
      emptyText={
        tooShort
          ? t('address.search_hint')
          : suggestions.isError
            ? t('error_geocode')
            : t('address.no_suggestions')
      }
      resultsText={(count) => t('address.suggestions_count', { count })}
      // Nothing to choose from without the search: the list stays closed, the text is the address.
      listDisabled={unavailable}
      endAdornment={busy || waiting ? <Spinner size={20} tone="inherit" /> : null}
      onBlur={settle}
    />
  );
}
