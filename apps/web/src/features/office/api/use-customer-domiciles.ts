import { EMAIL_LOOKUP_DEBOUNCE_MS, emailProblem } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { findCustomer } from './find-customer.ts';

/**
 * The saved addresses of the customer an e-mail belongs to (spec §4 Client lookup, then GET
 * /user_client/{id}/domiciles), once typing paused: a job at a place the customer already has needs no new
 * address. Empty for an e-mail nobody has (a new customer) or not yet valid.
 */
export function useCustomerDomiciles(email: string) {
  const settled = useDebouncedValue(email.trim(), EMAIL_LOOKUP_DEBOUNCE_MS);
  const valid = settled !== '' && emailProblem(settled) === null;
  const customer = useQuery({
    queryKey: ['office_customer', settled],
    queryFn: () => findCustomer(settled),
    enabled: valid,
    staleTime: 60_000,
  });
  const idUser = valid ? (customer.data ?? null) : null;
  const domiciles = useQuery({
    queryKey: ['office_domiciles', idUser],
    queryFn: async ({ signal }) =>
      (await callApi('userClientDomiciles', { params: { id_user: idUser ?? 0 }, signal })).data,
    enabled: idUser !== null,
    staleTime: 60_000,
  });
  return idUser === null ? [] : (domiciles.data ?? []);
}
