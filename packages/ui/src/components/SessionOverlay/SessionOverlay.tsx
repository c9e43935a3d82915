import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { Timer } from 'lucide-react';
import * as styles from './SessionOverlay.css';
import { Dialog } from '../Dialog';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { sessionOverlayEn } from './SessionOverlay.messages';

export interface SessionOverlayProps {
  /** Shows the overlay. */
  open: boolean;
  /** When the session ends (epoch milliseconds or a Date); the countdown is computed from the clock. */
  expiresAt?: number | Date;
  /** Or the seconds left, computed by the caller (e.g. from a last-activity time shared by every tab). */
  secondsRemaining?: number;
  /** "Stay logged in": also what Escape does. */
  onKeepSession: () => void;
  onLogout: () => void;
  /** Called once when an `expiresAt` countdown reaches zero. */
  onExpire?: () => void;
  /** Shows the keep button busy while the session is being renewed. */
  keeping?: boolean;
}

/** Announced once when reached: each minute, then 30 and 10 seconds (polite, never every second). */
const bucketOf = (seconds: number) =>
  seconds <= 10 ? 's10' : seconds <= 30 ? 's30' : `m${Math.ceil(seconds / 60)}`;

// Intl formatters are costly to build (each loads its locale's data): one per locale and unit,
// made when the warning first shows, not on every render of the closed overlay.
const unitFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function formatUnit(locale: string, unit: 'minute' | 'second', n: number) {
  const key = `${locale} ${unit}`;
  let format = unitFormats.get(key);
  if (!format)
    unitFormats.set(
      key,
      (format = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'long',
        numberingSystem: 'latn',
      })),
    );
  return format.format(n);
}

/** "2 minutes and 5 seconds" in the locale, Western digits. */
function formatDuration(locale: string, seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes ? formatUnit(locale, 'minute', minutes) : '',
    rest || !minutes ? formatUnit(locale, 'second', rest) : '',
  ].filter(Boolean);
  let list = listFormats.get(locale);
  if (!list)
    listFormats.set(locale, (list = new Intl.ListFormat(locale, { type: 'unit', style: 'long' })));
  return list.format(parts);
}

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/**
 * The session timer's warning: a modal alert dialog with a countdown, "Stay logged in" and
 * "Log out". Focus stays inside; the time left is announced at the start, each minute, then at
 * 30 and 10 seconds.
 */
export function SessionOverlay({
  open,
  expiresAt,
  secondsRemaining,
  onKeepSession,
  onLogout,
  onExpire,
  keeping,
}: SessionOverlayProps) {
  const { messages, locale } = useMessages(sessionOverlayEn);
  const keepRef = useRef<HTMLButtonElement>(null);
  const now = useNow(open && expiresAt !== undefined);
  const end = expiresAt instanceof Date ? expiresAt.getTime() : expiresAt;
  const seconds = Math.max(
    0,
    end !== undefined ? Math.ceil((end - now) / 1000) : Math.ceil(secondsRemaining ?? 0),
  );

  // The dialog's description speaks the time at the start; the live region only the later marks.
  const [announced, setAnnounced] = useState({ bucket: open ? bucketOf(seconds) : '', text: '' });
  const bucket = open ? bucketOf(seconds) : '';
  if (bucket !== announced.bucket) {
    setAnnounced({
      bucket,
      text: open && announced.bucket ? messages.sessionEndsIn(formatDuration(locale, seconds)) : '',
    });
  }

  const expired = useRef(false);
  useEffect(() => {
    if (!open || end === undefined) expired.current = false;
    else if (seconds === 0 && !expired.current) {
      expired.current = true;
      onExpire?.();
    }
  }, [open, end, seconds, onExpire]);

  const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Dialog
      open={open}
      onClose={onKeepSession}
      role="alertdialog"
      dismissible={false}
      size="sm"
      align="center"
      icon={<Timer size={28} aria-hidden="true" focusable="false" />}
      title={messages.sessionTitle}
      description={open ? messages.sessionEndsIn(formatDuration(locale, seconds)) : ''}
      initialFocusRef={keepRef}
      actions={
        <>
          <Button variant="secondary" onClick={onLogout}>
            {messages.sessionLogout}
          </Button>
          <Button ref={keepRef} onClick={onKeepSession} loading={keeping}>
            {messages.sessionKeep}
          </Button>
        </>
      }
    >
      <p className={clsx(styles.clock, seconds <= 30 && styles.urgent)} aria-hidden="true">
        {clock}
      </p>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announced.text}
      </VisuallyHidden>
    </Dialog>
  );
}
