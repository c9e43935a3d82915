import { forwardRef, useId, useRef, useState, type ClipboardEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './OtpInput.css';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { FieldMessages } from '../FormField/FieldMessages';
import { useFieldControl } from '../FormField/FieldContext';
import { VisuallyHidden } from '../VisuallyHidden';
import { useUi } from '../../i18n/UiProvider';
import { mergeIds } from '../../internal/mergeIds';

export interface OtpInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'type' | 'size'> {
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
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) => String(ch.charCodeAt(0) - (ch.charCodeAt(0) >= 0x06f0 ? 0x06f0 : 0x0660)));

/**
 * A one-time code, shown as one box per digit but built as ONE real input (`autocomplete=
 * "one-time-code"`, numeric keyboard), so paste, SMS autofill and screen readers just work.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { length = 6, value, defaultValue = '', onChange, onComplete, invalid, header, label, hint, error, onCancel, cancelLabel, className, ...rest },
  ref,
) {
  const { messages } = useUi();
  const field = (
    <OtpBoxes
      ref={ref}
      {...rest}
      {...{ length, value, defaultValue, onChange, onComplete, invalid, className }}
    />
  );
  return (
    <div className={styles.root}>
      {header && <div className={styles.header}>{header}</div>}
      {label ? (
        <FormField label={label} hint={hint} error={error}>
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

type BoxesProps = Omit<OtpInputProps, 'header' | 'label' | 'hint' | 'error' | 'onCancel' | 'cancelLabel'> & { length: number };

const OtpBoxes = forwardRef<HTMLInputElement, BoxesProps>(function OtpBoxes(
  { length, value, defaultValue = '', onChange, onComplete, invalid, className, onFocus, onSelect, ...rest },
  ref,
) {
  const { messages } = useUi();
  const [inner, setInner] = useState(defaultValue);
  const code = value ?? inner;
  const [refused, setRefused] = useState(false);
  const completed = useRef<string | null>(code.length === length ? code : null);
  const descriptionId = useId();
  const errorId = useId();

  /** Takes new text: spaces and dashes ("123 456") go, anything else but digits is refused. */
  const take = (text: string) => {
    const digits = toAscii(text).replace(/[\s-]/g, '');
    if (/\D/.test(digits)) {
      setRefused(true);
      return;
    }
    const next = digits.slice(0, length);
    setRefused(false);
    if (value === undefined) setInner(next);
    if (next !== code) onChange?.(next);
    if (next.length === length && completed.current !== next) {
      completed.current = next;
      onComplete?.(next);
    } else if (next.length < length) completed.current = null;
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    take(event.clipboardData.getData('text'));
  };

  // The boxes show where the next digit goes: keep a caret at the end (a selection, such as
  // select-all to type a new code over the old one, is left alone).
  const toEnd = (input: HTMLInputElement) => {
    const end = input.value.length;
    if (input.selectionStart === input.selectionEnd && input.selectionStart !== end) input.setSelectionRange(end, end);
  };

  const props = useFieldControl({
    ...rest,
    'aria-invalid': invalid || refused || rest['aria-invalid'] || undefined,
    'aria-describedby': mergeIds(descriptionId, refused && errorId, rest['aria-describedby']),
  });
  const activeIndex = Math.min(code.length, length - 1);

  return (
    <div className={styles.control}>
      <div className={styles.boxes}>
        <input
          ref={ref}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          maxLength={length}
          className={clsx(styles.input, className)}
          {...props}
          value={code}
          onChange={(event) => take(event.target.value)}
          onPaste={onPaste}
          onFocus={(event) => {
            toEnd(event.currentTarget);
            onFocus?.(event);
          }}
          onSelect={(event) => {
            toEnd(event.currentTarget);
            onSelect?.(event);
          }}
        />
        {Array.from({ length }, (_, i) => (
          <div key={i} aria-hidden="true" className={clsx(styles.box, i === activeIndex && styles.active)}>
            {code[i] ?? ''}
          </div>
        ))}
      </div>
      <VisuallyHidden id={descriptionId}>{messages.otpDescription(length)}</VisuallyHidden>
      <FieldMessages hintId={`${errorId}-hint`} errorId={errorId} error={refused ? messages.otpDigitsOnly : undefined} />
    </div>
  );
});
