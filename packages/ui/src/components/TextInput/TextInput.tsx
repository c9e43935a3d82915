import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './TextInput.css';
import { useFieldControl } from '../FormField/FieldContext';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** Marks the value as wrong (FormField sets this from its `error`). */
  invalid?: boolean;
  /** Content before the text, e.g. a currency code (decorative: put meaning in the label). */
  startAdornment?: ReactNode;
  /** Content after the text, e.g. a show-password button. */
  endAdornment?: ReactNode;
  /** Class for the outer box. */
  wrapperClassName?: string;
  /**
   * The value reads left to right even in Arabic (an IBAN, BIC, account number, code): the input
   * gets `dir="ltr"` so its characters keep their order. On by default for email, tel and url.
   */
  ltr?: boolean;
}

/** Types whose values are always written left to right. */
const ltrTypes = new Set(['email', 'tel', 'url']);

/** A single-line text input. Place it inside a FormField for its label, hint and error. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    invalid,
    startAdornment,
    endAdornment,
    className,
    wrapperClassName,
    type = 'text',
    ltr = ltrTypes.has(type),
    ...rest
  },
  ref,
) {
  const props = useFieldControl({
    ...rest,
    'aria-invalid': invalid || rest['aria-invalid'] || undefined,
  });
  return (
    <div className={clsx(styles.wrapper, wrapperClassName)}>
      {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
      <input
        ref={ref}
        type={type}
        dir={ltr ? 'ltr' : undefined}
        className={clsx(styles.input, ltr && styles.ltr, className)}
        {...props}
      />
      {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
    </div>
  );
});
