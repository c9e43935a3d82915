import { getCustomerDetails } from '@/api/calls/getCustomerDetails';

/** GET /customer/get_customer_details_by_id: name, company, e-mail, second factor and identity check. */
export function fetchDetails() {
  return getCustomerDetails();
}
