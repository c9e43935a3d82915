// The session's calls (spec 7) and the checks the route guards run (spec 4 and 6).
// Each check resolves to a boolean and yields false on any failure: a guard fails closed.
import type { CustomerDetails, ResponseBody, getCustomerType } from '@bank/api-contract';
import { api } from '@/api/api';
import { getCustomerDetails } from '@/api/calls/getCustomerDetails';
import { clearSessionStorage, clearToken, getToken } from './storage';

export type CustomerTypeInfo = ResponseBody<typeof getCustomerType>['data'];

/**
 * Authorised only when a token exists and `isauthorised` answers a customer_id (spec 4).
 * A 401 that survives the refresh also clears the stale token.
 */
export async function isAuthorised(): Promise<boolean> {
  try {
    if (!(await getToken())) return false;
    const res = await api().call('isAuthorised', { keepSessionOn401: true });
    if (res.status === 401) clearToken();
    const id = res.data?.data?.customer_id;
    return typeof id === 'string' && id.length > 0;
  } catch {
    return false;
  }
}

export async function fetchCustomerDetails(
  options: { keepSessionOn401?: boolean } = {},
): Promise<CustomerDetails | null> {
  const res = await getCustomerDetails(options);
  return res.data?.data ?? null;
}

/** Logs the customer out on the server (DELETE customer/logout?customer_id=…). */
export async function logoutCustomer(
  customerId: string,
  options: { keepSessionOn401?: boolean } = {},
) {
  return api().call('logout', { searchParams: { customer_id: customerId }, ...options });
}

/** Logs out on the server when possible, then clears token, userData and userType. */
export async function logout(): Promise<void> {
  try {
    if (await getToken()) {
      const details = await fetchCustomerDetails({ keepSessionOn401: true });
      if (details) await logoutCustomer(details.customer_id, { keepSessionOn401: true });
    }
  } finally {
    clearSessionStorage();
    typeInfo = undefined;
  }
}

// The customer-type lookup is asked by several guards in a row: keep it for 30 seconds per token.
let typeInfo:
  | { token: string; at: number; info: Promise<CustomerTypeInfo | null>; value?: CustomerTypeInfo }
  | undefined;
const TYPE_INFO_TTL_MS = 30_000;

/**
 * The customer type of the session, loaded once per token for 30 seconds. `keepSessionOn401`: a
 * refused token does not end the session from this call (when it is asked beside `isauthorised`,
 * which decides).
 */
export async function customerTypeInfo(
  options: { keepSessionOn401?: boolean } = {},
): Promise<CustomerTypeInfo | null> {
  const token = await getToken();
  if (!token) return null;
  if (!typeInfo || typeInfo.token !== token || Date.now() - typeInfo.at > TYPE_INFO_TTL_MS) {
    const info = api()
      .call('getCustomerType', options)
      .then((res) => res.data?.data ?? null)
      .catch(() => null);
    const entry: NonNullable<typeof typeInfo> = { token, at: Date.now(), info };
    typeInfo = entry;
    void info.then((v) => {
      if (typeInfo !== entry) return;
      if (v === null) typeInfo = undefined;
      else entry.value = v;
    });
  }
  return typeInfo.info;
}

/**
 * The customer type already loaded (by the private routes' guard), without waiting: lets the
 * dashboard frame draw its navigation in the first render. `undefined` when not loaded.
 */
export function loadedCustomerTypeInfo(): CustomerTypeInfo | undefined {
  if (!typeInfo?.value || Date.now() - typeInfo.at > TYPE_INFO_TTL_MS) return undefined;
  return typeInfo.value;
}

/** For tests and logout: forget the cached customer type. */
export function forgetCustomerType() {
  typeInfo = undefined;
}
