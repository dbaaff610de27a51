import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { CUSTOMER_QUERY } from '../customer-session.ts';
import { asCustomer } from './as-customer.ts';

export const INSTALLATIONS_KEY = [CUSTOMER_QUERY, 'installations'] as const;

/** The customer's installations, newest first, each with its latest measurement and live report link. */
export function useInstallations() {
  return useQuery({
    queryKey: INSTALLATIONS_KEY,
    queryFn: ({ signal }) =>
      asCustomer(
        async (customerToken) =>
          (await callApi('customerInstallations', { customerToken, signal, expected: [401] })).data,
      ),
  });
}
