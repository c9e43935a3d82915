import { forwardRef, useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import {
  formatAmount,
  parseAmount,
  unitCode,
  unitMinorUnits,
  type AmountParseError,
  type AmountUnit,
  type MinorAmount,
} from '@bank/lookups';
import * as styles from './AmountInput.css';
import { TextInput } from '../TextInput';
import { FieldMessages } from '../FormField/FieldMessages';
import { useFieldErrorSlot } from '../FormField/FieldContext';
import { CurrencyFlag } from '../../internal/CurrencyFlag';
import { useMessages } from '../../i18n/context';
import { amountInputEn } from './AmountInput.messages';
import { mergeIds } from '../../internal/mergeIds';

export interface AmountInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
> {
  /**
   * The currency (its code: sets the decimals allowed and the code and flag shown), or another asset
   * with its decimals, such as a virtual asset `{ code: 'BTC', minorUnits: 8 }` (shown by its code, no flag).
   */
  currency: AmountUnit;
  /** The amount in minor units (e.g. "123450" for 1,234.50), or null when empty (controlled). */
  value?: MinorAmount | null;
  defaultValue?: MinorAmount | null;
  /** Called with the amount in minor units as a decimal string, or null when empty or not an amount. */
  onChange?: (minor: string | null) => void;
  /** Marks the value as wrong (FormField sets this from its `error`). */
  invalid?: boolean;
  /** Show the currency's flag beside its code (default true). */
  flag?: boolean;
}

/** Refused at once: the keystroke or paste does not change the text, and the message says why. */
const REFUSED: readonly AmountParseError[] = [
  'invalid_characters',
  'negative',
  'too_many_decimals',
  'too_large',
];

const text = (minor: MinorAmount | null | undefined, currency: AmountUnit) =>
  minor == null ? '' : formatAmount(minor, currency);

/**
 * An amount of money in a currency: en-US grouping ("1,234.50"), at most the currency's decimals,
 * the value out as integer minor units (a string, never a float). What it refuses, it says.
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { currency, value, defaultValue = null, onChange, invalid, flag = true, onBlur, ...rest },
  ref,
) {
  const { messages } = useMessages(amountInputEn);
  const [draft, setDraft] = useState(() => text(value ?? defaultValue, currency));
  const [problem, setProblem] = useState<AmountParseError | null>(null);
  const [seen, setSeen] = useState<string | null>(value == null ? null : String(value));
  const currencyId = useId();
  const errorId = useId();

  const reported = value === undefined ? undefined : value == null ? null : String(value);
  // A new value from the caller (not one we just reported) replaces the text.
  if (reported !== undefined && reported !== seen) {
    setSeen(reported);
    setDraft(text(reported, currency));
    setProblem(null);
  }

  const emit = (minor: string | null) => {
    setSeen(minor);
    onChange?.(minor);
  };

  // Another currency may not allow the decimals typed: read the text again. (An asset is a new
  // object on each render of its caller: it is compared by code and decimals.)
  const code = unitCode(currency);
  const minorUnits = unitMinorUnits(currency);
  const unitKey = `${code}:${minorUnits}`;
  const latest = useRef({ draft, onChange, currency });
  useEffect(() => {
    latest.current = { draft, onChange, currency };
  });
  const firstUnit = useRef(unitKey);
  useEffect(() => {
    if (firstUnit.current === unitKey) return;
    firstUnit.current = unitKey;
    const result = parseAmount(latest.current.draft, latest.current.currency);
    latest.current.onChange?.(result.ok ? result.minor.toString() : null);
  }, [unitKey]);

  const onType = (next: string) => {
    const result = parseAmount(next, currency);
    if (!result.ok && REFUSED.includes(result.reason)) {
      setProblem(result.reason);
      return;
    }
    setDraft(next);
    setProblem(null);
    emit(result.ok ? result.minor.toString() : null);
  };

  const onLeave = () => {
    const result = parseAmount(draft, currency);
    if (result.ok) setDraft(formatAmount(result.minor, currency));
    else if (result.reason !== 'empty') setProblem(result.reason);
  };

  const live = parseAmount(draft, currency);
  const shown = problem ?? (!live.ok && live.reason === 'too_many_decimals' ? live.reason : null);
  const message = shown
    ? {
        empty: undefined,
        invalid_characters: messages.amountInvalidCharacters,
        negative: messages.amountNegative,
        malformed: messages.amountMalformed,
        too_many_decimals: messages.amountTooManyDecimals(code, minorUnits),
        too_large: messages.amountTooLarge,
      }[shown]
    : undefined;
  // In a FormField the message shows in the field's one error place; alone, under the input.
  const ownMessage = useFieldErrorSlot(message) ? undefined : message;

  return (
    <div className={styles.root}>
      <TextInput
        ref={ref}
        inputMode="decimal"
        autoComplete="transaction-amount"
        spellCheck={false}
        className={styles.input}
        {...rest}
        invalid={invalid || Boolean(message)}
        aria-describedby={mergeIds(currencyId, ownMessage && errorId, rest['aria-describedby'])}
        value={draft}
        onChange={(event) => onType(event.target.value)}
        onBlur={(event) => {
          onLeave();
          onBlur?.(event);
        }}
        startAdornment={
          <span id={currencyId} className={styles.currency}>
            {flag && typeof currency === 'string' && <CurrencyFlag code={currency} />}
            {code}
          </span>
        }
      />
      <FieldMessages hintId={`${errorId}-hint`} errorId={errorId} error={ownMessage} />
    </div>
  );
});
