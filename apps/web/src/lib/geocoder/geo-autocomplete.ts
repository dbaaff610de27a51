import type { PlaceSuggestion } from '@installer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client.ts';
import { geoLanguage } from './geo-language.ts';

/** The contract's shortest query: fewer characters would only hammer the geocoder for noise. */
export const MIN_SEARCH_LENGTH = 2;

async function fetchSuggestions(q: string, lang: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return (await callApi('geoAutocomplete', { query: { q, lang }, signal })).data;
}

const suggestionsQuery = (q: string, lang: string, online = true) =>
  queryOptions({
    queryKey: ['geo', 'autocomplete', lang, q],
    queryFn: ({ signal }) => fetchSuggestions(q, lang, signal),
    // Without a network the search cannot answer: the address is kept as typed instead (address-value.ts).
    enabled: online && q.length >= MIN_SEARCH_LENGTH,
    // The same text in the same language gives the same places for the length of a visit.
    staleTime: 10 * 60_000,
    // The list stays on screen while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });

/** Suggestions for an already debounced search text, through our server only (DESIGN §2). */
export function usePlaceSuggestions(debouncedText: string, online = true) {
  return useQuery(suggestionsQuery(debouncedText.trim(), geoLanguage(), online));
}
