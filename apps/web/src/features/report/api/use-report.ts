import { getReport, type HandoverReport, type Locale } from '@installer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadLocale } from '../../../i18n/i18n.ts';
import { callApi } from '../../../lib/api/client.ts';

/**
 * The handover report of a link (GET /report/:token, no sign-in), in `lang` when the reader chose one,
 * else in the link's language. Resolved once that language's texts are loaded, so the page never shows a
 * report half in the reader's interface language. A 404 is the link expired or revoked (the same answer for
 * an unknown token, docs/decisions/0008-report-links.md): an answer the page shows, not a failure to log.
 */
export function useReport(token: string, lang: Locale | null, enabled: boolean) {
  return useQuery({
    queryKey: ['report', token, lang],
    queryFn: async ({ signal }): Promise<HandoverReport> => {
      const { data } = await callApi(getReport, {
        params: { token },
        query: lang ? { lang } : {},
        signal,
        expected: [404],
      });
      await loadLocale(data.language);
      return data;
    },
    // The page is read, printed, then closed: a refetch would only spend the report's rate limit.
    staleTime: Number.POSITIVE_INFINITY,
    // Another language chosen: the report stays on screen until it arrives in that one.
    placeholderData: keepPreviousData,
    enabled,
  });
}
