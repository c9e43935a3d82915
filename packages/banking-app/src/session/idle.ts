// The idle-session timer shared by every tab (RELIABILITY: "Several tabs and idle timeout").
// One last-activity time in localStorage for all tabs; each tab computes the time left from the
// clock (never by counting its own timeouts, which background tabs throttle). The warning shows
// in every tab at once; "keep session" in any tab writes a new activity time and tells the
// others, so the warning closes everywhere; expiry ends the session on every tab. Nothing here
// runs on unload: closing a tab never logs the others out.
import type { Tabs } from './tabs';

export const LAST_ACTIVITY_KEY = 'lastActivity';
/** Activity is written at most this often (a scroll fires hundreds of events). */
const WRITE_EVERY_MS = 5_000;

export type IdlePhase = 'active' | 'warning' | 'expired';
export interface IdleState {
  phase: IdlePhase;
  /** Whole seconds left before the session ends. */
  secondsLeft: number;
}

export interface IdleTimerOptions {
  idleMs: number;
  warningMs: number;
  tabs: Pick<Tabs, 'post' | 'subscribe'>;
  onChange(state: IdleState): void;
  onExpire(): void;
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  tickMs?: number;
}

export interface IdleTimer {
  start(): void;
  stop(): void;
  /** The customer did something in this tab (ignored while the warning shows). */
  activity(): void;
  /** "Keep session": a new activity time for every tab. */
  keepSession(): void;
  state(): IdleState;
}

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? localStorage;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  let current: IdleState = { phase: 'active', secondsLeft: Math.ceil(options.idleMs / 1000) };
  let expired = false;

  const readLast = () => {
    try {
      const value = Number(storage.getItem(LAST_ACTIVITY_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  };
  const writeLast = (at: number) => {
    try {
      storage.setItem(LAST_ACTIVITY_KEY, String(at));
    } catch {
      // Without storage each tab keeps its own time: still safe, only less shared.
    }
  };

  let localLast = now();
  const last = () => Math.max(readLast() ?? 0, localLast);

  const evaluate = () => {
    if (expired) return;
    const left = last() + options.idleMs - now();
    const phase: IdlePhase =
      left <= 0 ? 'expired' : left <= options.warningMs ? 'warning' : 'active';
    const next = { phase, secondsLeft: Math.max(0, Math.ceil(left / 1000)) };
    if (next.phase !== current.phase || next.secondsLeft !== current.secondsLeft) {
      current = next;
      options.onChange(next);
    }
    if (phase === 'expired') {
      expired = true;
      options.onExpire();
    }
  };

  return {
    start() {
      const stored = readLast();
      // A stale time from before (the computer slept) ends the session at the first tick.
      localLast = stored ?? now();
      if (stored === null) writeLast(localLast);
      unsubscribe = options.tabs.subscribe((message) => {
        if (message.type === 'keep-alive') {
          localLast = Math.max(localLast, message.at);
          evaluate();
        }
      });
      timer = setInterval(evaluate, options.tickMs ?? 1000);
      evaluate();
    },
    stop() {
      if (timer) clearInterval(timer);
      unsubscribe?.();
      timer = undefined;
    },
    activity() {
      if (current.phase !== 'active') return;
      const at = now();
      if (at - last() < WRITE_EVERY_MS) return;
      localLast = at;
      writeLast(at);
    },
    keepSession() {
      if (expired) return;
      const at = now();
      localLast = at;
      writeLast(at);
      options.tabs.post({ type: 'keep-alive', at });
      evaluate();
    },
    state: () => current,
  };
}
