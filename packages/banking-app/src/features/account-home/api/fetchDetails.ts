import { api } from '@/api/api';

/** GET /customer/get_customer_details_by_id: the customer's name, company, e-mail and second factor. */
export function fetchDetails() {
  return api().call('getCustomerDetails');
}
