import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, LAST_ACTIVITY_KEY, type IdleState } from './idle';
import { createTabs, type Tabs } from './tabs';

// Two tabs share localStorage and a channel; the clock is one fake clock for both.
let now = 1_000_000;
const clock = () => now;
const open: Tabs[] = [];
afterEach(() => {
  for (const t of open.splice(0)) t.close();
  vi.useRealTimers();
  localStorage.clear();
});

function tabPair(channelName: string) {
  const mk = () => {
    const tabs = createTabs({
      channelName,
      hasToken: () => false,
      fetchCustomerId: async () => null,
      logoutCustomer: async () => 0,
      clearSession: () => 0,
      clearToken: () => 0,
    });
    open.push(tabs);
    return tabs;
  };
  return [mk(), mk()] as const;
}

function timer(tabs: Tabs) {
  const states: IdleState[] = [];
  const expired = vi.fn();
  const t = createIdleTimer({
    idleMs: 300_000,
    warningMs: 60_000,
    tabs,
    now: clock,
    onChange: (s) => states.push(s),
    onExpire: expired,
    tickMs: 50,
  });
  return { t, states, expired, last: () => states[states.length - 1] };
}

const tick = (ms = 120) => new Promise((r) => setTimeout(r, ms));

describe('the shared idle timer', () => {
  it('warns 60 seconds before 5 minutes of inactivity and ends the session at 5 minutes', async () => {
    const [a] = tabPair(`idle-${Math.random()}`);
    const { t, last, expired } = timer(a);
    t.start();
    now += 239_000;
    await tick();
    expect(last()).toEqual({ phase: 'active', secondsLeft: 61 });
    now += 1_000;
    await tick();
    expect(last()).toEqual({ phase: 'warning', secondsLeft: 60 });
    now += 60_000;
    await tick();
    expect(last()?.phase).toBe('expired');
    expect(expired).toHaveBeenCalledTimes(1);
    await tick();
    expect(expired).toHaveBeenCalledTimes(1);
    t.stop();
  });

  it("activity in one tab keeps the other tab's session: one last-activity time for all tabs", async () => {
    const [a, b] = tabPair(`idle-${Math.random()}`);
    const busy = timer(a);
    const idleTab = timer(b);
    busy.t.start();
    idleTab.t.start();
    now += 200_000;
    busy.t.activity(); // the customer works in tab A; tab B sits in the background
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(now);
    now += 200_000;
    await tick();
    expect(idleTab.last()?.phase).toBe('active');
    expect(idleTab.expired).not.toHaveBeenCalled();
    busy.t.stop();
    idleTab.t.stop();
  });

  it('"keep session" in one tab dismisses the warning in every tab', async () => {
    const [a, b] = tabPair(`idle-${Math.random()}`);
    const first = timer(a);
    const second = timer(b);
    first.t.start();
    second.t.start();
    now += 250_000;
    await tick();
    expect(first.last()?.phase).toBe('warning');
    expect(second.last()?.phase).toBe('warning');
    second.t.keepSession();
    await tick();
    expect(first.last()?.phase).toBe('active');
    expect(second.last()?.phase).toBe('active');
    first.t.stop();
    second.t.stop();
  });

  it('ignores passive activity while the warning shows: only "keep session" keeps it', async () => {
    const [a] = tabPair(`idle-${Math.random()}`);
    const { t, last } = timer(a);
    t.start();
    now += 250_000;
    await tick();
    t.activity();
    await tick();
    expect(last()?.phase).toBe('warning');
    t.stop();
  });

  it('ends at once a session whose last activity is older than the timeout (the computer slept)', async () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now - 400_000));
    const [a] = tabPair(`idle-${Math.random()}`);
    const { t, expired } = timer(a);
    t.start();
    expect(expired).toHaveBeenCalledTimes(1);
    t.stop();
  });

  it('registers nothing on unload or pagehide (closing a tab never logs the others out)', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const [a] = tabPair(`idle-${Math.random()}`);
    const { t } = timer(a);
    t.start();
    expect(added.mock.calls.map((c) => c[0])).not.toEqual(expect.arrayContaining(['unload']));
    expect(added.mock.calls.map((c) => c[0])).not.toEqual(expect.arrayContaining(['pagehide']));
    expect(added.mock.calls.map((c) => c[0])).not.toEqual(expect.arrayContaining(['beforeunload']));
    t.stop();
    added.mockRestore();
  });
});
