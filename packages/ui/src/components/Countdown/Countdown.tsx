import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import * as styles from './Countdown.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { countdownEn } from './Countdown.messages';

export interface CountdownProps {
  /** When the time is up: a Date, milliseconds since the epoch, or an ISO timestamp. */
  expiresAt: Date | number | string;
  /** The whole period in seconds, for the ring (a quote's 30); by default the time left when it appears. */
  duration?: number;
  /** The words shown above the time: "Rate guaranteed for". */
  label: string;
  /** Called once, when the time is up. */
  onExpire?: () => void;
  /** The seconds left at which screen readers hear the time; 10 by default. */
  announceAt?: readonly number[];
  /** Shown and announced when the time is up ("This quote has expired"); "Time is up" by default. */
  expiredText?: string;
  /** The clock, `Date.now` by default; stories and tests pass a fixed one. */
  now?: () => number;
  className?: string;
}

const TICK_MS = 250;
const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const secondsLeft = (end: number, now: () => number) =>
  Math.max(0, Math.ceil((end - now()) / 1000));
const clock = (s: number) =>
  s >= 3600
    ? `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
    : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * The time left until something expires (a quote, a code), as "0:24" with a ring. It reads the
 * clock on every tick, so a sleeping tab or a slow device never makes it late, and calls
 * `onExpire` once. Screen readers hear it only at the `announceAt` moments and at the end.
 */
export function Countdown({
  expiresAt,
  duration,
  label,
  onExpire,
  announceAt = [10],
  expiredText,
  now = Date.now,
  className,
}: CountdownProps) {
  const { messages } = useMessages(countdownEn);
  const end = new Date(expiresAt).getTime();
  const [left, setLeft] = useState(() => secondsLeft(end, now));
  const [period, setPeriod] = useState(() => ({ end, total: duration ?? secondsLeft(end, now) }));
  const [announcement, setAnnouncement] = useState('');
  if (period.end !== end) {
    // A new expiry (a new quote): start over.
    setPeriod({ end, total: duration ?? secondsLeft(end, now) });
    setLeft(secondsLeft(end, now));
    setAnnouncement('');
  }
  const expiredWords = expiredText ?? messages.countdownExpired;
  // The latest props, for the timer, which lives as long as one expiry.
  const latest = useRef({ now, onExpire, announceAt, expiredWords, messages });
  useEffect(() => {
    latest.current = { now, onExpire, announceAt, expiredWords, messages };
  });

  // The expiry already reported: once per expiry, even when React runs an effect twice.
  const reported = useRef<number | null>(null);
  useEffect(() => {
    const report = () => {
      if (reported.current === end) return;
      reported.current = end;
      latest.current.onExpire?.();
    };
    let before = secondsLeft(end, latest.current.now);
    if (before === 0) {
      // Already over when it appears: still tell the caller.
      report();
      return;
    }
    const timer = window.setInterval(() => {
      const {
        now: clockNow,
        announceAt: moments,
        expiredWords: over,
        messages: words,
      } = latest.current;
      const remaining = secondsLeft(end, clockNow);
      if (remaining === before) return;
      const previous = before;
      before = remaining;
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        setAnnouncement(over);
        report();
      } else if (moments.some((t) => previous > t && remaining <= t)) {
        setAnnouncement(words.countdownSecondsLeft(remaining));
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [end]);

  const total = Math.max(period.total, 1);
  const fraction = Math.min(left / total, 1);
  const urgent = left > 0 && left <= Math.min(...announceAt, total);
  return (
    <div className={clsx(styles.root, className)} data-urgent={urgent}>
      <svg className={styles.ring} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="24" cy="24" r={RADIUS} />
        <circle
          className={styles.progress}
          cx="24"
          cy="24"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
        />
      </svg>
      <span className={styles.text}>
        {left > 0 ? (
          <>
            <span className={styles.label}>{label}</span>
            <span role="timer" className={styles.time}>
              {/* "0:24" in Arabic too, at the start of the line. */}
              <bdi dir="ltr">{clock(left)}</bdi>
            </span>
          </>
        ) : (
          <span className={styles.expired}>{expiredWords}</span>
        )}
      </span>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
