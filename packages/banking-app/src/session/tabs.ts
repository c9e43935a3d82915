// Several tabs (spec 4): a tab that opens asks the other tabs of the app whether one is active and
// waits up to 200 ms (the first answer ends the wait). With no answer it is the first tab: a session left from before (a token with no
// open tab) is logged out — the customer's details are fetched and that customer is logged out,
// clearing token, userData and userType; if the details cannot be fetched only the token is
// cleared. An open tab always answers, so opening a second tab never logs the first one out.
// A reload, or another address typed in the same tab, is not a new tab: it keeps the session (the
// tab marks itself in sessionStorage, which the same tab keeps and a new tab does not have), and
// asks nobody: its answer is known without waiting.
// The same channel carries the session's messages between tabs (logout, keep-alive).

export const TAB_CHECK_DELAY_MS = 200;
const CHANNEL = 'sadu-bank-tabs';
const TAB_MARK = 'sadu.tab';

export type TabMessage =
  | { type: 'ping'; from: string }
  | { type: 'pong'; to: string }
  | { type: 'logout'; reason: 'logout' | 'timeout' | 'expired' }
  | { type: 'keep-alive'; at: number };

export interface FirstTabDeps {
  hasToken(): boolean | Promise<boolean>;
  /** The logged-in customer's id, or null when the details cannot be fetched. */
  fetchCustomerId(): Promise<string | null>;
  logoutCustomer(customerId: string): Promise<unknown>;
  clearSession(): void;
  clearToken(): void;
}

export interface TabsOptions extends FirstTabDeps {
  delayMs?: number;
  channelName?: string;
  /** Whether this tab had the app open before this page load (default: the sessionStorage mark). */
  isSameTab?: () => boolean;
}

export interface Tabs {
  /** Runs the first-tab check once; later calls get the same answer. */
  ready(): Promise<{ firstTab: boolean }>;
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

function markedTab(): boolean {
  try {
    return sessionStorage.getItem(TAB_MARK) === '1';
  } catch {
    return false;
  }
}

function markTab() {
  try {
    sessionStorage.setItem(TAB_MARK, '1');
  } catch {
    // No sessionStorage: every load counts as a new tab, the safe side.
  }
}

export function createTabs(options: TabsOptions): Tabs {
  const delayMs = options.delayMs ?? TAB_CHECK_DELAY_MS;
  const id = Math.random().toString(36).slice(2) + Date.now().toString(36);
  const listeners = new Set<(message: TabMessage) => void>();
  let closed = false;
  let answered = false;
  let onAnswer: (() => void) | undefined;
  const channel =
    typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(options.channelName ?? CHANNEL)
      : null;

  const post = (message: TabMessage) => {
    if (closed || !channel) return;
    try {
      channel.postMessage(message);
    } catch {
      // A closed channel (hot reload, StrictMode) throws: the message has nowhere to go.
    }
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const message = event.data;
      if (!message || typeof message !== 'object') return;
      if (message.type === 'ping') post({ type: 'pong', to: message.from });
      else if (message.type === 'pong') {
        if (message.to === id) {
          answered = true;
          onAnswer?.();
        }
      } else for (const listener of listeners) listener(message);
    };
  }

  let result: Promise<{ firstTab: boolean }> | undefined;
  const ready = () => {
    result ??= (async () => {
      const sameTab = (options.isSameTab ?? markedTab)();
      // Only a session left from before this page load is in question: a login made in this tab
      // while the other tabs are being asked must not be taken for one.
      const leftFromBefore = await options.hasToken();
      if (sameTab) return { firstTab: false };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        onAnswer = () => {
          clearTimeout(timer);
          resolve();
        };
        post({ type: 'ping', from: id });
      });
      onAnswer = undefined;
      markTab();
      const firstTab = !answered;
      if (firstTab && leftFromBefore && (await options.hasToken())) {
        const customerId = await options.fetchCustomerId().catch(() => null);
        if (customerId) {
          await options.logoutCustomer(customerId).catch(() => undefined);
          options.clearSession();
        } else {
          options.clearToken();
        }
      }
      return { firstTab };
    })();
    return result;
  };

  return {
    ready,
    post,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      channel?.close();
    },
  };
}
