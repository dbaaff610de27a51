import type { HandoverReport, Locale } from '@installer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadLocale } from '../../../i18n/i18n.ts';
import { callApi } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/queries.tsx';
import { CUSTOMER_QUERY } from '../customer-session.ts';
import { asCustomer } from './as-customer.ts';
import { releasePhotos, withPhotosShown } from './report-photos.ts';

const REPORT = 'report';

// The photos held in memory are freed with the report that shows them: when the query cache forgets it (no
// longer shown for a while, or a sign-out).
queryClient.getQueryCache().subscribe((event) => {
  const [head, kind] = event.query.queryKey;
  if (event.type === 'removed' && head === CUSTOMER_QUERY && kind === REPORT) {
    releasePhotos(event.query.state.data as HandoverReport | undefined);
  }
});

/**
 * The handover report of one of the customer's installations, through the space (GET
 * /customer/installations/:id/report): shown even when no report link is live, in `lang` when the reader
 * chose one. Resolved once its language's texts are loaded, as the public report page does, and with its
 * photos ready to show (they need the customer's token: report-photos.ts).
 */
export function useReport(idInstallation: number, lang: Locale | null) {
  return useQuery({
    queryKey: [CUSTOMER_QUERY, REPORT, idInstallation, lang],
    queryFn: ({ signal }) =>
      asCustomer(async (customerToken): Promise<HandoverReport> => {
        const { data } = await callApi('customerInstallationReport', {
          params: { id_installation: idInstallation },
          query: lang ? { lang } : {},
          customerToken,
          signal,
          expected: [401, 404],
        });
        const [report] = await Promise.all([
          withPhotosShown(data, customerToken, signal),
          loadLocale(data.language),
        ]);
        return report;
      }),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
