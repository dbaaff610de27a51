import type { HandoverReport, Locale } from '@installer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadLocale } from '../../../i18n/i18n.ts';
import { reportCall } from './report-call.ts';

/**
 * The handover report of a link (report-call.ts), the one asked as the route started when it is this one.
 * Resolved once that language's texts are loaded, so the page never shows a report half in the reader's
 * interface language.
 */
export function useReport(token: string, lang: Locale | null, enabled: boolean) {
  return useQuery({
    queryKey: ['report', token, lang],
    queryFn: async ({ signal }): Promise<HandoverReport> => {
      const data = await reportCall.take(signal, token, lang);
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
