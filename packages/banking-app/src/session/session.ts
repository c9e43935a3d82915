// The app's session: the one tab coordinator, ending the session everywhere, and the wiring of
// the API client's "session ended" to it.
import { setSessionEndHandler } from '@/api/api';
import { clearFlowDrafts } from '@/session/drafts';
import { fetchCustomerDetails, forgetCustomerType, logout, logoutCustomer } from './customer';
import { clearSessionStorage, clearToken, hasToken } from './storage';
import { createTabs, type TabMessage, type Tabs } from './tabs';

let tabs: Tabs | undefined;

export function sessionTabs(): Tabs {
  tabs ??= createTabs({
    hasToken,
    fetchCustomerId: async () =>
      (await fetchCustomerDetails({ keepSessionOn401: true }))?.customer_id ?? null,
    logoutCustomer: (id) => logoutCustomer(id, { keepSessionOn401: true }),
    clearSession: clearSessionStorage,
    clearToken,
  });
  return tabs;
}

/** Resolves once the first-tab check of this page load has run (the guards wait for it). */
export function sessionReady(): Promise<unknown> {
  return sessionTabs().ready();
}

export type EndReason = Extract<TabMessage, { type: 'logout' }>['reason'];
type Leave = (reason: EndReason, fromOtherTab: boolean) => void;
let leave: Leave = () => undefined;

/** Where the app goes when the session ends (the router's replace-navigation to /login). */
export function setLeaveHandler(handler: Leave) {
  leave = handler;
}

/**
 * Ends the session in this tab and every other: logs out on the server when the session is still
 * valid, clears the storage and caches, tells the other tabs, and goes to /login.
 */
export async function endSession(reason: EndReason): Promise<void> {
  if (reason === 'expired') clearSessionStorage();
  else await logout().catch(() => clearSessionStorage());
  forgetCustomerType();
  // A money flow half-done is this customer's: nobody after them on this tab sees it.
  clearFlowDrafts();
  sessionTabs().post({ type: 'logout', reason });
  leave(reason, false);
}

/** Connects the API client and the other tabs' messages to the session. Call once at start. */
export function connectSession() {
  setSessionEndHandler(() => void endSession('expired'));
  return sessionTabs().subscribe((message) => {
    if (message.type === 'logout') {
      forgetCustomerType();
      clearFlowDrafts();
      leave(message.reason, true);
    }
  });
}
