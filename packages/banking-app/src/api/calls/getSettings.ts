// The one wrapper of the contract's `getSettings` (the session's stored preferences and settings use it).
import { api } from '@/api/api';

/** GET /customer/settings: the customer's stored preferences and notification choices. */
export function getSettings() {
  return api().call('getSettings');
}
