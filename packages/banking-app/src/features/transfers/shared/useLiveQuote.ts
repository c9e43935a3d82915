// A quote that follows what the customer types: asked once typing pauses, the request for an
// older entry cancelled when a newer one starts, and an answer shown only for the entry it was
// asked for (a slow answer for "10" never shows while "100" is on screen).
import { useEffect, useRef, useState } from 'react';

const LIVE_QUOTE_PAUSE_MS = 400;

export interface LiveQuote<T> {
  /** The answer for the current entry, once it has come. */
  value: T | undefined;
  /** An answer for the current entry is on its way (or typing has not paused yet). */
  pending: boolean;
  /** Asks again for the same entry (an expired rate). */
  refresh: () => void;
}

/**
 * `entry` names what is quoted (null: nothing to quote yet); `ask` fetches it, honouring the
 * signal. Answers are kept by entry, so only the current entry's can be returned.
 */
export function useLiveQuote<T>(
  entry: string | null,
  ask: (signal: AbortSignal) => Promise<T>,
  pauseMs = LIVE_QUOTE_PAUSE_MS,
): LiveQuote<T> {
  const askRef = useRef(ask);
  askRef.current = ask;
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; value: T } | undefined>();
  const key = entry === null ? null : `${entry}#${round}`;

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      askRef.current(controller.signal).then(
        (value) => {
          if (!controller.signal.aborted) setAnswer({ key, value });
        },
        () => undefined,
      );
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, pauseMs]);

  const current = answer && answer.key === key ? answer.value : undefined;
  return {
    value: current,
    pending: key !== null && current === undefined,
    refresh: () => setRound((n) => n + 1),
  };
}
