import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { TextInput, type TextInputProps } from '@bank/ui';
import { caretAfterGrouping, compactIban, groupIban } from './accountRules';

export interface IbanInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** As shown: grouped in fours. */
  value: string;
  onValue: (grouped: string) => void;
}

/**
 * An IBAN field that groups what is typed in fours, left to right in every language, and keeps
 * the caret where the customer was typing. Deleting a space deletes the character before it.
 */
export const IbanInput = forwardRef<HTMLInputElement, IbanInputProps>(function IbanInput(
  { value, onValue, ...rest },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el || el !== document.activeElement) return;
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    let raw = event.target.value;
    let at = event.target.selectionStart ?? raw.length;
    // Only a separator went: take the character before it, as the customer meant.
    if (raw.length < value.length && compactIban(raw) === compactIban(value) && at > 0) {
      raw = raw.slice(0, at - 1) + raw.slice(at);
      at -= 1;
    }
    caret.current = caretAfterGrouping(raw, at);
    onValue(groupIban(raw));
  };

  return (
    <TextInput
      ref={input}
      ltr
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...rest}
      value={value}
      onChange={change}
    />
  );
});
