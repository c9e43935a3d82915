// A money flow in progress (top-up, transfers, conversion), kept in this tab (sessionStorage) so a
// reload, Back or a pause behind the session overlay keeps what was entered. Each flow names its
// key and its steps; a step reached without the earlier ones goes to the first unfinished step.
// Logging out clears every flow's draft (clearFlowDrafts), as success and "Cancel" clear their own.

/** Every flow draft's key starts with this: logout clears them all. */
const PREFIX = 'sadu.flow.';

/** What every draft holds: when the flow began (a draft without it is not a draft). */
export interface FlowDraftBase {
  startedAt: string;
}

export interface FlowStore<D extends FlowDraftBase> {
  key: string;
  read: () => D | null;
  write: (draft: D) => void;
  clear: () => void;
}

export function flowStore<D extends FlowDraftBase>(name: string): FlowStore<D> {
  const key = `${PREFIX}${name}`;
  return {
    key,
    read() {
      try {
        const raw = sessionStorage.getItem(key);
        const value = raw ? (JSON.parse(raw) as unknown) : null;
        return value && typeof value === 'object' && typeof (value as D).startedAt === 'string'
          ? (value as D)
          : null;
      } catch {
        return null;
      }
    },
    write(draft) {
      try {
        sessionStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // No storage: the flow still works, only a reload forgets it.
      }
    },
    clear() {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing was stored.
      }
    },
  };
}

/** Forgets every flow in progress (logout: the next customer on this tab sees none of it). */
export function clearFlowDrafts(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // No storage, nothing kept.
  }
}

/**
 * Where a visit to `step` belongs: the step itself when every earlier step is done, else the
 * first unfinished one (steps count from 1).
 */
export function allowedStep(step: number, firstUnfinished: number): number {
  return step <= firstUnfinished ? step : firstUnfinished;
}

/** A new draft's start. */
export const startedNow = (now = new Date()): FlowDraftBase => ({ startedAt: now.toISOString() });
