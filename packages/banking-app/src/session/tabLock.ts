// One holder at a time across every tab of the app, for work such as the token refresh.
// Web Locks where the browser has them (every current browser). Without them (older Safari), a
// lease in IndexedDB: taken in one read-write transaction, so two tabs cannot both take it; the
// lease lapses after LEASE_MS (longer than any request may take) if its tab died holding it.
// Waiting tabs try again when the holder says on a BroadcastChannel that it let go, and every
// POLL_MS in case that message is lost. (localStorage cannot serve here: tabs see each other's
// writes to it late.)
import { idbUpdate } from './idb';

const LEASE_MS = 45_000;
const POLL_MS = 100;

export type TabLock = <T>(name: string, work: () => Promise<T>) => Promise<T>;

interface Lease {
  owner: string;
  until: number;
}

function released(name: string): Promise<void> {
  return new Promise((resolve) => {
    let channel: BroadcastChannel | undefined;
    const finish = () => {
      clearTimeout(timer);
      channel?.close();
      resolve();
    };
    const timer = setTimeout(finish, POLL_MS);
    try {
      channel = new BroadcastChannel(`sadu-lock:${name}`);
      channel.onmessage = finish;
    } catch {
      // No BroadcastChannel: the poll alone.
    }
  });
}

/** The IndexedDB lease; without IndexedDB the work runs at once (only this tab can hold a token). */
export async function withLease<T>(
  name: string,
  work: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const owner = crypto.randomUUID();
  const key = `lock:${name}`;
  for (;;) {
    let taken: Lease | null | undefined;
    try {
      taken = await idbUpdate<Lease>(key, (lease) =>
        !lease || lease.until <= now() ? { owner, until: now() + LEASE_MS } : undefined,
      );
    } catch {
      return work();
    }
    if (taken?.owner === owner) break;
    await released(name);
  }
  try {
    return await work();
  } finally {
    await idbUpdate<Lease>(key, (lease) => (lease?.owner === owner ? null : undefined)).catch(
      () => undefined,
    );
    try {
      const channel = new BroadcastChannel(`sadu-lock:${name}`);
      channel.postMessage('released');
      channel.close();
    } catch {
      // The others find out by polling.
    }
  }
}

/** Runs `work` while holding the lock `name` in every tab of the app. */
export function withTabLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // Web Locks resolve with what the callback resolves with.
  return locks ? (locks.request(name, work) as unknown as Promise<T>) : withLease(name, work);
}
