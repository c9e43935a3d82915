import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionStorage,
  clearToken,
  hasToken,
  setToken,
  setUserData,
  setUserType,
} from './storage';
import { createTabs, TAB_CHECK_DELAY_MS, type Tabs, type TabsOptions } from './tabs';

// Each simulated tab has its own BroadcastChannel on one channel name, like two tabs of an origin.
let channelName: string;
const open: Tabs[] = [];

function tab(overrides: Partial<TabsOptions> = {}) {
  const deps = {
    hasToken: vi.fn(() => hasToken()),
    fetchCustomerId: vi.fn(async () => 'customer-1' as string | null),
    logoutCustomer: vi.fn(async () => undefined),
    clearSession: vi.fn(() => clearSessionStorage()),
    clearToken: vi.fn(() => clearToken()),
    isSameTab: () => false,
    ...overrides,
  };
  const tabs = createTabs({ ...deps, channelName });
  open.push(tabs);
  return { tabs, deps };
}

async function seedSession() {
  await setToken('token-left-from-before');
  setUserData({ customer_id: 'customer-1' });
  setUserType('corporate');
}

function createTabsForMark() {
  const tabs = createTabs({
    channelName,
    hasToken: () => false,
    fetchCustomerId: async () => null,
    logoutCustomer: async () => 0,
    clearSession: () => 0,
    clearToken: () => 0,
  });
  open.push(tabs);
  return { tabs };
}

const keys = () => ['token', 'userData', 'userType'].map((k) => localStorage.getItem(k) !== null);

describe('several tabs (spec 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    channelName = `tabs-test-${Math.random()}`;
  });
  afterEach(() => {
    for (const t of open.splice(0)) t.close();
  });

  it('waits 200 ms for an answer', () => {
    expect(TAB_CHECK_DELAY_MS).toBe(200);
  });

  it('marks the tab in sessionStorage, which a new tab does not have', async () => {
    sessionStorage.clear();
    const { tabs } = createTabsForMark();
    await tabs.ready();
    expect(sessionStorage.getItem('sadu.tab')).toBe('1');
  });

  it('a lone new tab logs out the session left from before and clears token, userData and userType', async () => {
    await seedSession();
    const { tabs, deps } = tab();
    const started = Date.now();
    await expect(tabs.ready()).resolves.toEqual({ firstTab: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TAB_CHECK_DELAY_MS - 5);
    expect(deps.fetchCustomerId).toHaveBeenCalledTimes(1);
    expect(deps.logoutCustomer).toHaveBeenCalledWith('customer-1');
    expect(keys()).toEqual([false, false, false]);
  });

  it('clears only the token when the customer details cannot be fetched', async () => {
    await seedSession();
    const { tabs, deps } = tab({ fetchCustomerId: vi.fn(async () => null) });
    await expect(tabs.ready()).resolves.toEqual({ firstTab: true });
    expect(deps.logoutCustomer).not.toHaveBeenCalled();
    expect(keys()).toEqual([false, true, true]);
  });

  it('clears only the token when fetching the details throws', async () => {
    await seedSession();
    const { tabs } = tab({
      fetchCustomerId: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    await tabs.ready();
    expect(keys()).toEqual([false, true, true]);
  });

  it('a lone new tab without a token calls nothing', async () => {
    const { tabs, deps } = tab();
    await expect(tabs.ready()).resolves.toEqual({ firstTab: true });
    expect(deps.fetchCustomerId).not.toHaveBeenCalled();
    expect(deps.logoutCustomer).not.toHaveBeenCalled();
  });

  it('a login made in this tab while the other tabs are asked is not taken for a session left from before', async () => {
    const { tabs, deps } = tab();
    const ready = tabs.ready();
    await setToken('token-of-a-login-just-made');
    await expect(ready).resolves.toEqual({ firstTab: true });
    expect(deps.fetchCustomerId).not.toHaveBeenCalled();
    expect(deps.logoutCustomer).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('a second tab gets an answer from the open one and never logs it out', async () => {
    const first = tab();
    await first.tabs.ready();
    await seedSession(); // the customer logs in in the first tab
    const second = tab();
    await expect(second.tabs.ready()).resolves.toEqual({ firstTab: false });
    expect(second.deps.fetchCustomerId).not.toHaveBeenCalled();
    expect(second.deps.logoutCustomer).not.toHaveBeenCalled();
    expect(keys()).toEqual([true, true, true]);
  });

  it('the first answer ends the wait: a second tab is ready long before the longest wait', async () => {
    const first = tab();
    await first.tabs.ready();
    // A wait of ten minutes: only the answer can make this tab ready within the test's time.
    const second = tab({ delayMs: 600_000 });
    await expect(second.tabs.ready()).resolves.toEqual({ firstTab: false });
  });

  it('a third tab is answered as well, and tabs that close stop answering', async () => {
    const a = tab();
    await a.tabs.ready();
    const b = tab();
    await expect(b.tabs.ready()).resolves.toEqual({ firstTab: false });
    a.tabs.close();
    b.tabs.close();
    await seedSession();
    const c = tab();
    await expect(c.tabs.ready()).resolves.toEqual({ firstTab: true });
    expect(keys()).toEqual([false, false, false]);
  });

  it('a reload (or another address typed) in the same tab keeps the session', async () => {
    await seedSession();
    // Nobody is asked and nothing is waited for: no other tab is open here, and the wait is ten minutes.
    const { tabs, deps } = tab({ isSameTab: () => true, delayMs: 600_000 });
    await expect(tabs.ready()).resolves.toEqual({ firstTab: false });
    expect(deps.logoutCustomer).not.toHaveBeenCalled();
    expect(keys()).toEqual([true, true, true]);
  });

  it('passes session messages to the other tabs, and posting on a closed channel does not throw', async () => {
    const a = tab();
    const b = tab();
    const heard = new Promise((resolve) => b.tabs.subscribe(resolve));
    a.tabs.post({ type: 'logout', reason: 'timeout' });
    await expect(heard).resolves.toEqual({ type: 'logout', reason: 'timeout' });
    a.tabs.close();
    expect(() => a.tabs.post({ type: 'keep-alive', at: 1 })).not.toThrow();
  });
});
