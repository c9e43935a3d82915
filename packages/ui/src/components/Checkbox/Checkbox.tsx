import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import * as styles from './Checkbox.css';
import { FieldLabelContent } from '../FormField/FieldLabel';
import { FieldMessages } from '../FormField/FieldMessages';
import { mergeIds } from '../../internal/mergeIds';
import { devWarning } from '../../internal/dev';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label beside the box (required). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows the `*` mark and sets `aria-required` (e.g. accepting the terms). */
  required?: boolean;
  /** The mixed state of a "select all" box. */
  indeterminate?: boolean;
}

/** A checkbox with its label, hint and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    required,
    indeterminate = false,
    id: idProp,
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const auto = useId();
  const id = idProp ?? `checkbox-${auto}`;
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLInputElement);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  devWarning(label == null || label === '', 'Checkbox', 'a Checkbox needs a `label`.');
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div className={styles.row}>
        <input
          ref={inner}
          id={id}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={mergeIds(hint && `${id}-hint`, error && `${id}-error`, describedBy)}
          {...rest}
        />
        <label htmlFor={id} className={styles.label}>
          <FieldLabelContent required={required}>{label}</FieldLabelContent>
        </label>
      </div>
      {(hint || error) && (
        <div className={styles.messages}>
          <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
        </div>
      )}
    </div>
  );
});
