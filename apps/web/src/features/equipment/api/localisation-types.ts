import { CONTENT_LANGUAGE, type LocalisationType } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentLocale } from '../../../i18n/i18n.ts';
import { callApi } from '../../../lib/api/client.ts';
import { useLocaleKey } from './locale.ts';
import { useNotifyOnError } from './notify-on-error.ts';

/** spec §7 localisation types in the two-letter language of the interface; spec §8 error_get_localisations. */
export function useLocalisationTypes() {
  useLocaleKey();
  const lang = CONTENT_LANGUAGE[currentLocale()];
  const query = useQuery({
    queryKey: ['localisation_types', lang],
    queryFn: async ({ signal }): Promise<LocalisationType[]> =>
      (await callApi('localisationTypes', { params: { lang }, signal })).data,
    staleTime: 5 * 60_000,
  });
  useNotifyOnError(query, 'error_get_localisations');
  return query;
}
