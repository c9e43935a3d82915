import { useEffect, useState } from 'react';
import type * as CalendarExports from './Calendar';
import type { CalendarProps } from './Calendar';
import * as styles from './DateInput.css';
import { useUi } from '../../i18n/UiProvider';

type CalendarModule = typeof CalendarExports;

// The calendar (react-day-picker and date-fns, about 22 KB gzipped) is its own chunk: most visits
// type the date or never open the calendar, so a page with a DateInput does not pay for it at load.
let calendarModule: CalendarModule | undefined;
let loading: Promise<CalendarModule> | undefined;

/**
 * Starts loading the calendar's code; DateInput calls it when a person comes near the field
 * (focus, pointer over), so it is usually there by the time the button is pressed. A failed load
 * (offline) is forgotten, so the next attempt tries again.
 */
export function preloadCalendar(): Promise<CalendarModule> {
  loading ??= import('./Calendar').then(
    (module) => (calendarModule = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The calendar, rendered at once when its code is loaded, else a short status until it is (no
 * Suspense: the calendar must mount once per opening, since it moves focus to its day on mount).
 */
export function CalendarSlot(props: CalendarProps) {
  const { messages } = useUi();
  const [module, setModule] = useState(calendarModule);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return;
    let live = true;
    preloadCalendar().then(
      (loaded) => live && setModule(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module]);
  if (module) return <module.Calendar {...props} />;
  return (
    <p role={failed ? 'alert' : 'status'} className={styles.calendarStatus}>
      {failed ? messages.dateCalendarFailed : messages.dateCalendarLoading}
    </p>
  );
}
