// The one wrapper of the contract's `getCustomerDetails` (the session, money, reviews and settings use it).
import { api } from '@/api/api';
import type { CallOptions } from '@/api/client';

/** GET /customer/get_customer_details_by_id: name, company, e-mail, second factor and identity check. */
export function getCustomerDetails(options: CallOptions<'getCustomerDetails'> = {}) {
  return api().call('getCustomerDetails', options);
}
