import { useId, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './FormField.css';
import {
  FieldContext,
  FieldErrorSlotContext,
  FieldLabelIdContext,
  type FieldControlProps,
} from './FieldContext';
import { FieldLabelContent } from './FieldLabel';
import { FieldMessages } from './FieldMessages';
import { IconButton } from '../IconButton';
import { devWarning } from '../../internal/dev';
import { mergeIds } from '../../internal/mergeIds';

/** An icon button beside the label, e.g. "What is an IBAN?". */
export interface FormFieldAction {
  /** Names the action for screen readers (required). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

interface FormFieldBase {
  /** The visible label (required: a field without one cannot be used with a screen reader). */
  label: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /**
   * What is wrong, in words the customer understands. Sets `aria-invalid` and is read with the
   * control. While it is empty, a control's own message about the text as typed (DateInput's "You
   * can't select this date.") shows in the same place.
   */
  error?: ReactNode;
  action?: FormFieldAction;
  /** Keep room for a message so the layout does not jump when an error appears. */
  reserveMessageSpace?: boolean;
  className?: string;
  /**
   * The control: a component of this package (wired through context), or a function that
   * receives the props to spread on any other input.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** Either required (`*`), or optional (`(Optional)`), or neither — never both. */
export type FormFieldProps = FormFieldBase &
  (
    | { required: true; optional?: false }
    | { optional: true; required?: false }
    | { required?: false; optional?: false }
  );

/**
 * A labelled form field: label with its required `*` or `(Optional)` mark, an optional action
 * icon button, a hint and an error state tied to the control (`aria-invalid`, `aria-describedby`).
 */
export function FormField({
  label,
  id: idProp,
  hint,
  error,
  action,
  required,
  optional,
  reserveMessageSpace,
  className,
  children,
}: FormFieldProps) {
  const autoId = useId();
  const id = idProp ?? `field-${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // One error place: the form's message (worded as its error summary entry) wins; the control's
  // own message about the text as typed shows while the form has none.
  const [controlError, setControlError] = useState<ReactNode>(undefined);
  const shownError = error ?? controlError;
  devWarning(label == null || label === '', 'FormField', 'a FormField needs a non-empty `label`.');
  devWarning(
    required && optional,
    'FormField',
    'a field is either `required` or `optional`, not both.',
  );

  const control = useMemo<FieldControlProps>(
    () => ({
      id,
      'aria-describedby': mergeIds(hint ? hintId : undefined, shownError ? errorId : undefined),
      'aria-invalid': shownError ? true : undefined,
      'aria-required': required ? true : undefined,
    }),
    [id, hint, hintId, shownError, errorId, required],
  );

  return (
    <div className={clsx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label id={`${id}-label`} htmlFor={id} className={styles.label}>
          <FieldLabelContent required={required} optional={optional}>
            {label}
          </FieldLabelContent>
        </label>
        {action && (
          <IconButton size="sm" label={action.label} icon={action.icon} onClick={action.onClick} />
        )}
      </div>
      <FieldMessages
        hintId={hintId}
        errorId={errorId}
        hint={hint}
        error={shownError}
        reserveMessageSpace={reserveMessageSpace}
      />
      <FieldLabelIdContext.Provider value={`${id}-label`}>
        <FieldErrorSlotContext.Provider value={setControlError}>
          <FieldContext.Provider value={control}>
            {typeof children === 'function' ? children(control) : children}
          </FieldContext.Provider>
        </FieldErrorSlotContext.Provider>
      </FieldLabelIdContext.Provider>
    </div>
  );
}
