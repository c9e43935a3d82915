// The one wrapper of the contract's `getLimits` (the home before the identity check, the flows' amounts).
import { api } from '@/api/api';

/** GET /limits: the limits in force (the smaller ones before the identity check) and what is left. */
export function getLimits() {
  return api().call('getLimits');
}
