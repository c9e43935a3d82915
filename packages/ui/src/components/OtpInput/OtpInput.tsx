import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import * as styles from './OtpInput.css';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { FieldMessages } from '../FormField/FieldMessages';
import { useFieldControl, useFieldErrorSlot } from '../FormField/FieldContext';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { otpInputEn } from './OtpInput.messages';
import { mergeIds } from '../../internal/mergeIds';

export interface OtpInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'type' | 'size'
> {
  /** How many digits the code has (default 6). */
  length?: number;
  /** The digits typed so far (controlled). */
  value?: string;
  defaultValue?: string;
  /** Called with the digits after each change. */
  onChange?: (code: string) => void;
  /** Called once each time the code becomes complete with a new value. */
  onComplete?: (code: string) => void;
  /** Marks the code as wrong (FormField sets this from its `error`). */
  invalid?: boolean;
  /** The logo and heading area above the field, e.g. the authenticator app's logo. */
  header?: ReactNode;
  /** A visible label; without it, place the OtpInput inside a FormField. */
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows a cancel action under the field (the spec's code screen has one). */
  onCancel?: () => void;
  cancelLabel?: string;
}

const toAscii = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) =>
    String(ch.charCodeAt(0) - (ch.charCodeAt(0) >= 0x06f0 ? 0x06f0 : 0x0660)),
  );

/**
 * A one-time code, shown as one box per digit but built as ONE real input (`autocomplete=
 * "one-time-code"`, numeric keyboard), so paste, SMS autofill and screen readers just work.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  {
    length = 6,
    value,
    defaultValue = '',
    onChange,
    onComplete,
    invalid,
    header,
    label,
    hint,
    error,
    onCancel,
    cancelLabel,
    className,
    id,
    ...rest
  },
  ref,
) {
  const { messages } = useMessages(otpInputEn);
  // With a label, the id goes to FormField, which gives it to the input and points its label at
  // it (an id on the input alone would leave the label pointing at FormField's own id).
  const field = (
    <OtpBoxes
      ref={ref}
      {...rest}
      id={label ? undefined : id}
      {...{ length, value, defaultValue, onChange, onComplete, invalid, className }}
    />
  );
  return (
    <div className={styles.root}>
      {header && <div className={styles.header}>{header}</div>}
      {label ? (
        <FormField id={id} label={label} hint={hint} error={error}>
          {field}
        </FormField>
      ) : (
        field
      )}
      {onCancel && (
        <Button variant="tertiary" className={styles.cancel} onClick={onCancel}>
          {cancelLabel ?? messages.otpCancel}
        </Button>
      )}
    </div>
  );
});

type BoxesProps = Omit<
  OtpInputProps,
  'header' | 'label' | 'hint' | 'error' | 'onCancel' | 'cancelLabel'
> & { length: number };

/** The digits of a pasted code: "G-123456", "123 456" and "Code: 123456." give 123456. */
const digitsOf = (text: string) => toAscii(text).replace(/\D/g, '');

const OtpBoxes = forwardRef<HTMLInputElement, BoxesProps>(function OtpBoxes(
  {
    length,
    value,
    defaultValue = '',
    onChange,
    onComplete,
    invalid,
    className,
    onFocus,
    onSelect,
    onKeyDown,
    onClick,
    ...rest
  },
  ref,
) {
  const { messages } = useMessages(otpInputEn);
  const [inner, setInner] = useState(defaultValue);
  const code = value ?? inner;
  const [refused, setRefused] = useState(false);
  // The box typing goes into (where the caret is), shown with the focus ring.
  const [caret, setCaret] = useState(code.length);
  const completed = useRef<string | null>(code.length === length ? code : null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const boxesRef = useRef<HTMLDivElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const descriptionId = useId();
  const errorId = useId();

  const accept = (next: string) => {
    setRefused(false);
    if (value === undefined) setInner(next);
    if (next !== code) onChange?.(next);
    if (next.length === length && completed.current !== next) {
      completed.current = next;
      onComplete?.(next);
    } else if (next.length < length) completed.current = null;
  };

  /** Typed text: spaces and dashes ("123 456") go, anything else but digits is refused with a message. */
  const take = (text: string) => {
    const digits = toAscii(text).replace(/[\s-]/g, '');
    if (/\D/.test(digits)) {
      setRefused(true);
      return;
    }
    accept(digits.slice(0, length));
  };

  /** A paste keeps only its digits and goes where the caret is; a whole code replaces the old one. */
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) {
      setRefused(true);
      return;
    }
    const input = event.currentTarget;
    const start = input.selectionStart ?? code.length;
    const end = input.selectionEnd ?? start;
    const next =
      digits.length >= length
        ? digits.slice(0, length)
        : (code.slice(0, start) + digits + code.slice(end)).slice(0, length);
    pendingCaret.current =
      digits.length >= length ? next.length : Math.min(start + digits.length, next.length);
    accept(next);
  };

  /**
   * Puts the caret in box `index`. A box that holds a digit is selected, so the next digit typed
   * replaces it (a middle digit can be corrected); after the last digit the caret waits for a new
   * one (a complete code takes no more).
   */
  const place = (input: HTMLInputElement, index: number) => {
    const filled = input.value.length;
    const at = Math.max(0, Math.min(index, filled));
    const end = at < filled ? at + 1 : at;
    if (input.selectionStart !== at || input.selectionEnd !== end) input.setSelectionRange(at, end);
    setCaret(at);
  };

  /** After the browser moved the caret (typing, Backspace, focus): select the digit it is on. */
  const follow = (input: HTMLInputElement) => {
    const { selectionStart: start, selectionEnd: end } = input;
    if (start === null || end === null) return;
    // A wider selection (select-all to type a new code over the old one) is left alone.
    if (end - start > 1) {
      setCaret(start);
      return;
    }
    place(input, start);
  };

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && pendingCaret.current !== null && input.ownerDocument.activeElement === input)
      place(input, pendingCaret.current);
    pendingCaret.current = null;
  });

  /** The box under the pointer: the input lies invisibly over all of them. */
  const boxAt = (clientX: number) => {
    const boxes = Array.from(boxesRef.current?.querySelectorAll<HTMLElement>('[data-box]') ?? []);
    const rects = boxes.map((box) => box.getBoundingClientRect());
    // Without a layout (a test's DOM) the browser's own caret stands.
    if (rects.every((r) => r.width === 0)) return null;
    const inside = rects.findIndex((r) => clientX >= r.left && clientX <= r.right);
    if (inside >= 0) return inside;
    const nearest = rects
      .map((r, i) => [Math.abs(clientX - (r.left + r.right) / 2), i] as const)
      .sort((a, b) => a[0] - b[0])[0];
    return nearest ? nearest[1] : code.length;
  };

  const props = useFieldControl({
    ...rest,
    'aria-invalid': invalid || refused || rest['aria-invalid'] || undefined,
    'aria-describedby': mergeIds(descriptionId, rest['aria-describedby']),
  });
  // In a FormField the message shows in the field's one error place; alone, under the boxes.
  const ownMessage = useFieldErrorSlot(refused ? messages.otpDigitsOnly : undefined)
    ? undefined
    : refused
      ? messages.otpDigitsOnly
      : undefined;
  const activeIndex = Math.min(caret, code.length, length - 1);

  return (
    <div className={styles.control}>
      <div ref={boxesRef} className={styles.boxes}>
        <input
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          maxLength={length}
          // Digits run left to right in Arabic too: box 1 is on the left.
          dir="ltr"
          className={clsx(styles.input, className)}
          {...props}
          aria-describedby={mergeIds(props['aria-describedby'], ownMessage && errorId)}
          value={code}
          onChange={(event) => {
            take(event.target.value);
            follow(event.target);
          }}
          onPaste={onPaste}
          onFocus={(event) => {
            follow(event.currentTarget);
            onFocus?.(event);
          }}
          onSelect={(event) => {
            follow(event.currentTarget);
            onSelect?.(event);
          }}
          onClick={(event) => {
            // A double or triple click selects the whole code, to type a new one over it.
            const box = event.detail <= 1 ? boxAt(event.clientX) : null;
            if (box !== null) place(event.currentTarget, box);
            onClick?.(event);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            const input = event.currentTarget;
            const moves: Record<string, number> = {
              ArrowLeft: activeIndex - 1,
              ArrowRight: activeIndex + 1,
              Home: 0,
              End: length,
            };
            const to = moves[event.key];
            if (to === undefined || event.defaultPrevented || event.shiftKey) return;
            event.preventDefault();
            place(input, to);
          }}
        />
        {Array.from({ length }, (_, i) => (
          <div
            key={i}
            data-box=""
            aria-hidden="true"
            className={clsx(styles.box, i === activeIndex && styles.active)}
          >
            {code[i] ?? ''}
          </div>
        ))}
      </div>
      <VisuallyHidden id={descriptionId}>{messages.otpDescription(length)}</VisuallyHidden>
      <FieldMessages hintId={`${errorId}-hint`} errorId={errorId} error={ownMessage} />
    </div>
  );
});
