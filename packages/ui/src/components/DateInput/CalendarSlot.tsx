import { useEffect, useState } from 'react';
import type * as CalendarPopoverExports from './CalendarPopover';
import type { CalendarPopoverProps } from './CalendarPopover';
import * as styles from './DateInput.css';
import { useMessages } from '../../i18n/context';
import { calendarSlotEn } from './CalendarSlot.messages';

type CalendarModule = typeof CalendarPopoverExports;

// The calendar dialog (Radix's popover, react-day-picker and date-fns, about 40 KB gzipped) is its
// own chunk: most visits type the date or never open the calendar, so a page with a DateInput does
// not pay for it at load.
let calendarModule: CalendarModule | undefined;
let loading: Promise<CalendarModule> | undefined;

/**
 * Starts loading the calendar's code; DateInput calls it when a person comes near the field
 * (focus, pointer over), so it is usually there by the time the button is pressed. A failed load
 * (offline) is forgotten, so the next attempt tries again.
 */
export function preloadCalendar(): Promise<CalendarModule> {
  loading ??= import('./CalendarPopover').then(
    (module) => (calendarModule = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The calendar dialog once its code is loaded; until then, while open, a dialog of the same place
 * and about the same size that says it is loading (or that it could not load). No Suspense: the
 * calendar must mount once per opening, since it moves focus to its day on mount.
 */
export function CalendarSlot(props: CalendarPopoverProps) {
  const [module, setModule] = useState(calendarModule);
  if (module) return <module.CalendarPopover {...props} />;
  // Mounted per opening: a failure is forgotten when it closes, and the next opening tries again.
  return props.open ? <Placeholder {...props} onLoaded={setModule} /> : null;
}

/** Escape or a press outside closes it, as the calendar dialog does; focus stays on the button. */
function Placeholder({
  onOpenChange,
  anchor,
  id,
  label,
  dir,
  onLoaded,
}: CalendarPopoverProps & { onLoaded: (module: CalendarModule) => void }) {
  const { messages } = useMessages(calendarSlotEn);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    preloadCalendar().then(
      (loaded) => live && onLoaded(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [onLoaded]);
  useEffect(() => {
    // Handled first and consumed, as the calendar dialog does, so that a modal <dialog> around the
    // field stays open.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
    };
    const onPointer = (event: PointerEvent) =>
      !anchor.current?.contains(event.target as Node) && onOpenChange(false);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor, onOpenChange]);
  return (
    <div
      role="dialog"
      id={id}
      aria-label={label}
      dir={dir}
      className={`${styles.popover} ${styles.placeholder}`}
    >
      <p role={failed ? 'alert' : 'status'} className={styles.calendarStatus}>
        {failed ? messages.dateCalendarFailed : messages.dateCalendarLoading}
      </p>
    </div>
  );
}
