import { useEffect, useMemo, useRef } from 'react';
import { DayPicker, type ClassNames, type Matcher, type Modifiers } from 'react-day-picker';
import * as styles from './Calendar.css';
import { useMessages } from '../../i18n/context';
import { calendarEn } from './Calendar.messages';

export interface CalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  /** The month shown (its first day). */
  month: Date;
  onMonthChange: (month: Date) => void;
  /** First and last months the dropdowns and arrows reach: always given, or the dropdowns vanish. */
  startMonth: Date;
  endMonth: Date;
  disabled: Matcher[];
  dir: 'ltr' | 'rtl';
}

const classNames: Partial<ClassNames> = {
  root: styles.root,
  months: styles.months,
  month: styles.month,
  month_caption: styles.monthCaption,
  dropdowns: styles.dropdowns,
  dropdown_root: styles.dropdownRoot,
  dropdown: styles.dropdown,
  caption_label: styles.captionLabel,
  nav: styles.nav,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_grid: styles.monthGrid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
};

/**
 * Month and weekday names from the browser's Intl in the UI's locale (Arabic month names in
 * Arabic), with Latin digits as in DD-MM-YYYY. No date-fns locale is shipped for it.
 */
function useNames(locale: string) {
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { numberingSystem: 'latn', ...options });
    const month = format({ month: 'long' });
    const monthYear = format({ month: 'long', year: 'numeric' });
    const weekday = format({ weekday: 'long' });
    // Short English names ("Tu"); Arabic short names are too wide for a day, so the narrow ones.
    const weekdayShort = locale.toLowerCase().startsWith('ar')
      ? format({ weekday: 'narrow' })
      : { format: (d: Date) => weekday.format(d).slice(0, 2) };
    // "Tuesday 5 March 2024": day-month order as in DD-MM-YYYY, and the visible "5" is a word of
    // the name (WCAG 2.5.3; an ordinal "5th" is not).
    const day = (date: Date) =>
      `${weekday.format(date)} ${date.getDate()} ${month.format(date)} ${date.getFullYear()}`;
    return { month, monthYear, weekday, weekdayShort, day };
  }, [locale]);
}

/** The day that takes focus: the selected one, else the first one Tab would reach. */
function focusTargetDay(root: HTMLElement): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>(`.${styles.dayButton}[tabindex="0"]`) ??
    root.querySelector<HTMLElement>(`.${styles.dayButton}:not(:disabled)`)
  );
}

/**
 * react-day-picker 9 with month and year dropdowns and a fixed 42-day grid. A month change that
 * leaves focus nowhere (on `<body>`, or on an arrow that just became disabled at a bound) puts
 * focus on the selected or first day, so keyboard users never lose their place.
 */
export function Calendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  startMonth,
  endMonth,
  disabled,
  dir,
}: CalendarProps) {
  const { messages, locale } = useMessages(calendarEn);
  const names = useNames(locale);
  const rootRef = useRef<HTMLDivElement>(null);
  const monthKey = `${month.getFullYear()}-${month.getMonth()}`;
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const active = root.ownerDocument.activeElement;
    const lost =
      !active ||
      active === root.ownerDocument.body ||
      (root.contains(active) &&
        (active.matches(':disabled') || active.getAttribute('aria-disabled') === 'true'));
    if (lost) focusTargetDay(root)?.focus();
  }, [monthKey]);

  return (
    <div ref={rootRef}>
      <DayPicker
        mode="single"
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the calendar opens on request; its day takes focus as in the APG date picker dialog.
        autoFocus
        selected={selected}
        onSelect={(date) => date && onSelect(date)}
        month={month}
        onMonthChange={onMonthChange}
        startMonth={startMonth}
        endMonth={endMonth}
        disabled={disabled}
        captionLayout="dropdown"
        navLayout="after"
        fixedWeeks
        showOutsideDays
        weekStartsOn={locale.toLowerCase().startsWith('ar') ? 6 : 0}
        dir={dir}
        lang={locale}
        classNames={classNames}
        formatters={{
          formatCaption: (date) => names.monthYear.format(date),
          formatMonthDropdown: (date) => names.month.format(date),
          formatWeekdayName: (date) => names.weekdayShort.format(date),
        }}
        labels={{
          labelDayButton: (date: Date, modifiers: Modifiers) =>
            messages.dateDayLabel(
              names.day(date),
              Boolean(modifiers.today),
              Boolean(modifiers.selected),
            ),
          labelGrid: (date: Date) => names.monthYear.format(date),
          labelWeekday: (date: Date) => names.weekday.format(date),
          labelMonthDropdown: () => messages.dateMonthDropdown,
          labelYearDropdown: () => messages.dateYearDropdown,
          labelPrevious: () => messages.datePreviousMonth,
          labelNext: () => messages.dateNextMonth,
          labelNav: () => '',
        }}
      />
    </div>
  );
}
