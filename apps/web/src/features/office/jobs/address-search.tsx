import type { GeocodedPlace, PlaceSuggestion } from '@installer/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { Combobox } from '../../../lib/ui/combobox.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { MIN_SEARCH_LENGTH, usePlaceSuggestions } from '../../../lib/geocoder/geo-autocomplete.ts';
import { fetchPlace } from '../../../lib/geocoder/geo-place.ts';
import { messageOf } from '../office-error.ts';

/** One geocoder call per pause in typing, as the wizard's address search. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The job's address found through our server's geocoder (DESIGN §2, the wizard's own calls): choosing a
 * suggestion fills the address fields, coordinates included, which stay the office's to correct.
 */
export function AddressSearch({ onPlace }: { onPlace(place: GeocodedPlace): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(settled);
  const tooShort = text.trim().length < MIN_SEARCH_LENGTH;
  const choose = async (suggestion: PlaceSuggestion) => {
    setText(suggestion.label);
    try {
      onPlace(await fetchPlace(suggestion.id));
    } catch (error) {
      notify('error', messageOf(error));
    }
  };
  return (
    <Combobox<PlaceSuggestion>
      label={t('office.address_search')}
      helperText={t('office.address_search_help')}
      inputValue={text}
      onInputChange={setText}
      options={tooShort ? [] : (suggestions.data ?? [])}
      getKey={(option) => option.id}
      getLabel={(option) => option.label}
      onChoose={(option) => void choose(option)}
      loading={!tooShort && (settled !== text.trim() || suggestions.isFetching)}
      loadingText={t('address.searching')}
      emptyText={tooShort ? t('address.search_hint') : t('address.no_suggestions')}
      resultsText={(count) => t('address.suggestions_count', { count })}
    />
  );
}
