import { api } from '@/api/api';

/** GET /bank/:bic: the bank's name and address where the bank's directory knows the BIC (else 404). */
export function lookUpBank(bic: string) {
  return api().call('lookupBank', { params: { bic } });
}
