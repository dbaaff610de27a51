import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { asCustomer } from './as-customer.ts';
import { INSTALLATIONS_KEY } from './use-installations.ts';

/**
 * "Stop the link": the report link of one of the customer's installations stops working at once (DELETE
 * /customer/report_links/:id). A direct call, its answer needed now (as the installer's Stop sharing,
 * docs/decisions/0008-report-links.md); the list is asked again afterwards.
 */
export function useStopReportLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idReportLink: number) =>
      asCustomer(
        async (customerToken) =>
          (
            await callApi('stopCustomerReportLink', {
              params: { id_report_link: idReportLink },
              customerToken,
            })
          ).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTALLATIONS_KEY }),
  });
}
