import {
  forwardRef,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
} from 'react';
import clsx from 'clsx';
import * as styles from './DateInput.css';
import { CalendarSlot, preloadCalendar } from './CalendarSlot';
import { dateOfIso, dayTextOfIso, isoOfDate, readDayText } from './dayText';
import { IconButton } from '../IconButton';
import { CalendarDaysGlyph } from '../../internal/glyphs';
import { FieldMessages } from '../FormField/FieldMessages';
import { useFieldControl, useFieldErrorSlot } from '../FormField/FieldContext';
import { useMessages } from '../../i18n/context';
import { dateInputEn } from './DateInput.messages';
import { mergeIds } from '../../internal/mergeIds';

export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'type' | 'size'
> {
  /** The chosen day as an ISO date "YYYY-MM-DD", or null (controlled). */
  value?: string | null;
  /** The first chosen day, when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the new ISO day, or null when the text is cleared, incomplete or refused. */
  onChange?: (value: string | null) => void;
  /** The earliest day allowed, "YYYY-MM-DD". */
  min?: string;
  /** The latest day allowed, "YYYY-MM-DD". */
  max?: string;
  /** The caller's rule: true for a day that cannot be chosen (typed, it shows "You can't select this date."). */
  isDateDisabled?: (date: Date) => boolean;
  /** Marks the value as wrong (FormField sets this from its `error`). */
  invalid?: boolean;
  /** Shows the calendar open at first render (for reviews and stories). */
  defaultOpen?: boolean;
  /** Reading direction of the calendar; by default right-to-left for Arabic. */
  dir?: 'ltr' | 'rtl';
}

const firstOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);
/** "5/3/2024", "05.03.2024" and "05032024" mean 05-03-2024. */
const normalise = (text: string) => {
  const t = text.trim().replace(/[/.\s]+/g, '-');
  return /^\d{8}$/.test(t) ? `${t.slice(0, 2)}-${t.slice(2, 4)}-${t.slice(4)}` : t;
};

type Problem = 'format' | 'missing' | 'disabled' | 'min' | 'max';

/**
 * A day typed as DD-MM-YYYY or picked from a calendar dialog (month and year dropdowns, a fixed
 * 42-day grid). Text that is not a real, allowed day clears the value and says why.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  {
    value,
    defaultValue = null,
    onChange,
    min,
    max,
    isDateDisabled,
    invalid,
    defaultOpen = false,
    dir: dirProp,
    disabled,
    className,
    onBlur,
    ...rest
  },
  ref,
) {
  const { messages, locale } = useMessages(dateInputEn);
  const minDate = min ? dateOfIso(min) : undefined;
  const maxDate = max ? dateOfIso(max) : undefined;
  const check = (date: Date): Problem | null => {
    if (minDate && date < minDate) return 'min';
    if (maxDate && date > maxDate) return 'max';
    return isDateDisabled?.(date) ? 'disabled' : null;
  };
  const [inner, setInner] = useState<string | null>(value ?? defaultValue);
  const current = value !== undefined ? value : inner;
  const [text, setText] = useState(() => (current ? dayTextOfIso(current) : ''));
  // A day given by the caller that is no longer allowed (e.g. a scheduled date now past) says so at once.
  const [problem, setProblem] = useState<Problem | null>(() =>
    current ? check(dateOfIso(current)) : null,
  );
  const [open, setOpen] = useState(defaultOpen);
  const [portalInto, setPortalInto] = useState<HTMLElement | undefined>();
  const [seen, setSeen] = useState(current);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const calendarId = useId();

  // A new value from the caller (not one we just reported) replaces the text.
  if (current !== seen) {
    setSeen(current);
    if (normaliseIso(text) !== current) {
      setText(current ? dayTextOfIso(current) : '');
      setProblem(null);
    }
  }

  const today = new Date();
  const startMonth = firstOfMonth(minDate ?? new Date(today.getFullYear() - 120, 0, 1));
  const endMonth = firstOfMonth(maxDate ?? new Date(today.getFullYear() + 50, 11, 1));
  const clampMonth = (date: Date) =>
    date < startMonth ? startMonth : date > endMonth ? endMonth : firstOfMonth(date);
  const [month, setMonth] = useState(() => clampMonth(current ? dateOfIso(current) : today));

  const emit = (next: string | null) => {
    setSeen(next);
    if (next !== current) {
      setInner(next);
      onChange?.(next);
    }
  };

  /** Reads the text; `final` on blur, when an incomplete date is also an error. */
  const read = (raw: string, final: boolean) => {
    const parsed = readDayText(normalise(raw));
    if (parsed.ok) {
      const refused = check(parsed.date);
      setProblem(refused);
      emit(refused ? null : parsed.iso);
      if (!refused) {
        setMonth(firstOfMonth(parsed.date));
        if (final) setText(dayTextOfIso(parsed.iso));
      }
      return;
    }
    emit(null);
    if (parsed.reason === 'invalid_date') setProblem('missing');
    else setProblem(final && parsed.reason === 'invalid_format' ? 'format' : null);
  };

  const onSelect = (date: Date) => {
    const iso = isoOfDate(date);
    setText(dayTextOfIso(iso));
    setProblem(null);
    setMonth(firstOfMonth(date));
    emit(iso);
    setOpen(false);
  };

  const message =
    problem === 'format'
      ? messages.dateInvalidFormat
      : problem === 'missing'
        ? messages.dateDoesNotExist
        : problem === 'disabled'
          ? messages.dateDisabled
          : problem === 'min' && min
            ? messages.dateBeforeMin(dayTextOfIso(min))
            : problem === 'max' && max
              ? messages.dateAfterMax(dayTextOfIso(max))
              : undefined;

  // In a FormField the message shows in the field's one error place; alone, under the input.
  const inField = useFieldErrorSlot(message);
  const ownMessage = inField ? undefined : message;
  const props = useFieldControl({
    ...rest,
    'aria-invalid': invalid || Boolean(message) || rest['aria-invalid'] || undefined,
    'aria-describedby': mergeIds(rest['aria-describedby'], ownMessage && errorId),
  });
  const dir = dirProp ?? (locale.toLowerCase().startsWith('ar') ? 'rtl' : 'ltr');
  const selected = current ? dateOfIso(current) : undefined;

  const openCalendar = () => {
    // The month of the day typed, even one refused (a weekend, a day past a bound), so the
    // customer sees it and its neighbours; else the chosen day's, else today's.
    const typed = readDayText(normalise(text));
    setMonth(clampMonth(typed.ok ? typed.date : (selected ?? new Date())));
    // Inside a modal <dialog> the page around it is inert: the calendar goes into the dialog.
    setPortalInto(wrapperRef.current?.closest('dialog') ?? undefined);
    setOpen(true);
  };

  return (
    <div className={styles.root}>
      <div
        ref={wrapperRef}
        className={styles.wrapper}
        onPointerEnter={warmCalendar}
        onFocus={warmCalendar}
      >
        <input
          ref={ref}
          type="text"
          inputMode="numeric"
          placeholder={messages.datePlaceholder}
          maxLength={12}
          spellCheck={false}
          disabled={disabled}
          className={clsx(styles.input, className)}
          {...props}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            read(event.target.value, false);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            read(event.target.value, true);
            onBlur?.(event);
          }}
        />
        <IconButton
          ref={triggerRef}
          className={styles.trigger}
          size="sm"
          label={messages.dateChoose}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          onClick={() => (open ? setOpen(false) : openCalendar())}
          icon={<CalendarDaysGlyph size={20} />}
        />
        <CalendarSlot
          open={open}
          onOpenChange={(next) => (next ? openCalendar() : setOpen(false))}
          anchor={wrapperRef}
          trigger={triggerRef}
          container={portalInto}
          id={calendarId}
          label={messages.dateCalendar}
          selected={selected}
          onSelect={onSelect}
          month={month}
          onMonthChange={setMonth}
          startMonth={startMonth}
          endMonth={endMonth}
          disabled={[
            ...(minDate ? [{ before: minDate }] : []),
            ...(maxDate ? [{ after: maxDate }] : []),
            ...(isDateDisabled ? [isDateDisabled] : []),
          ]}
          dir={dir}
        />
      </div>
      <FieldMessages hintId={`${errorId}-hint`} errorId={errorId} error={ownMessage} />
    </div>
  );
});

/** A person near the field may open the calendar: its code starts loading (a failure shows on opening). */
function warmCalendar() {
  preloadCalendar().catch(() => undefined);
}

function normaliseIso(text: string): string | null {
  const parsed = readDayText(normalise(text));
  return parsed.ok ? parsed.iso : null;
}
