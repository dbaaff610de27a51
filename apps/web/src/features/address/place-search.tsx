import type { PlaceSuggestion } from '@installer/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useOnline } from '../../lib/use-online.ts';
import { MIN_SEARCH_LENGTH, usePlaceSuggestions } from './api/geo-autocomplete.ts';

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
 * spec §2 Address block mode 2: place autocomplete through our server (DESIGN §2). MUI's Autocomplete gives
 * the combobox pattern: arrow keys through the list, Enter to choose, Escape to close, announced options.
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
  const [listOpen, setListOpen] = useState(false);
  // Once a suggestion is chosen the field shows its label: that is an answer, not a new question.
  const searchText = chosen && text === chosen.label ? '' : text;
  const settled = useDebouncedValue(searchText, PLACE_SEARCH_DEBOUNCE_MS);
  const online = useOnline();
  const suggestions = usePlaceSuggestions(settled, online);
  // The browser says it is offline, or the search got no answer at all: the text is the address.
  const unavailable =
    !online ||
    (suggestions.isError && suggestions.error instanceof ApiError && suggestions.error.status === 0);
  const showsChoice = chosen !== null && text === chosen.label;
  const keep = unavailable ? (showsChoice ? null : text) : text === typed ? typed : null;
  const reportTyped = useRef(onTyped);
  reportTyped.current = onTyped;
  useEffect(() => reportTyped.current(keep), [keep]);
  const tooShort = searchText.trim().length < MIN_SEARCH_LENGTH;
  const waiting = !unavailable && !tooShort && (settled !== searchText || suggestions.isFetching);

  return (
    <Autocomplete<PlaceSuggestion>
      options={tooShort ? [] : (suggestions.data ?? [])}
      // The server already matched the text; the browser must not filter its answer again.
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      value={chosen}
      onChange={(_, option) => {
        setChosen(option);
        if (option) onChoose(option);
      }}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        // Choosing fills the field with the option's label: that is not new text to search.
        if (reason !== 'reset' || next !== '') setText(next);
      }}
      // Nothing to choose from without the search: the list stays closed, the text is the address.
      open={listOpen && !unavailable}
      onOpen={() => setListOpen(true)}
      onClose={() => setListOpen(false)}
      clearOnBlur={!unavailable}
      loading={waiting}
      loadingText={t('address.searching')}
      noOptionsText={
        tooShort
          ? t('address.search_hint')
          : suggestions.isError
            ? t('error_geocode')
            : t('address.no_suggestions')
      }
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('step_4.search_address')}
          required={required}
          error={Boolean(error)}
          helperText={error ?? t(unavailable ? 'address.typed_help' : 'address.search_help')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {busy || waiting ? <CircularProgress color="inherit" size={20} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
