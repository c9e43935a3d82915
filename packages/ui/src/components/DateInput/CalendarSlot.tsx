import { useEffect, useState } from 'react';
import type * as CalendarPopoverExports from './CalendarPopover';
import type { CalendarPopoverProps } from './CalendarPopover';
import * as styles from './DateInput.css';
import { useUi } from '../../i18n/UiProvider';

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
  const { open } = props;
  const [module, setModule] = useState(calendarModule);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module || !open) return;
    let live = true;
    setFailed(false);
    preloadCalendar().then(
      (loaded) => live && setModule(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, open]);
  if (module) return <module.CalendarPopover {...props} />;
  return open ? <Placeholder {...props} failed={failed} /> : null;
}

/** Escape or a press outside closes it, as the calendar dialog does; focus stays on the button. */
function Placeholder({ onOpenChange, anchor, id, label, dir, failed }: CalendarPopoverProps & { failed: boolean }) {
  const { messages } = useUi();
  useEffect(() => {
    // Handled first and consumed, as the calendar dialog does, so that a modal <dialog> around the
    // field stays open.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
    };
    const onPointer = (event: PointerEvent) => !anchor.current?.contains(event.target as Node) && onOpenChange(false);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchor, onOpenChange]);
  return (
    <div role="dialog" id={id} aria-label={label} dir={dir} className={`${styles.popover} ${styles.placeholder}`}>
      <p role={failed ? 'alert' : 'status'} className={styles.calendarStatus}>
        {failed ? messages.dateCalendarFailed : messages.dateCalendarLoading}
      </p>
    </div>
  );
}
