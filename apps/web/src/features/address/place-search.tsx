import type { PlaceSuggestion } from '@installer/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { MIN_SEARCH_LENGTH, usePlaceSuggestions } from './api/geo-autocomplete.ts';

/** Not in the spec: long enough to skip the letters of a word being typed, short enough to feel live. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

export interface PlaceSearchProps {
  /** What the field shows at first: the chosen place's address, or the autofill `address` parameter. */
  initialText: string;
  onChoose(suggestion: PlaceSuggestion): void;
  required: boolean;
  error: string | null;
  busy: boolean;
}

/**
 * spec §2 Address block mode 2: place autocomplete through our server (DESIGN §2). MUI's Autocomplete gives
 * the combobox pattern: arrow keys through the list, Enter to choose, Escape to close, announced options.
 */
export function PlaceSearch({ initialText, onChoose, required, error, busy }: PlaceSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  // Once a suggestion is chosen the field shows its label: that is an answer, not a new question.
  const searchText = chosen && text === chosen.label ? '' : text;
  const settled = useDebouncedValue(searchText, PLACE_SEARCH_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(settled);
  const tooShort = searchText.trim().length < MIN_SEARCH_LENGTH;
  const waiting = !tooShort && (settled !== searchText || suggestions.isFetching);

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
          helperText={error ?? t('address.search_help')}
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
