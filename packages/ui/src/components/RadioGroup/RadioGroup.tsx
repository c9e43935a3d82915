import { useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './RadioGroup.css';
import { FieldLabelContent } from '../FormField/FieldLabel';
import { FieldMessages } from '../FormField/FieldMessages';
import { mergeIds } from '../../internal/mergeIds';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A second line under the label (cards and lists). */
  description?: ReactNode;
  /** An icon shown at the top of a card. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  /** The question, shown as the group's legend (required). */
  label: ReactNode;
  options: ReadonlyArray<RadioOption<V>>;
  /** The form field name; generated when absent. */
  name?: string;
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V) => void;
  /** `list` (default), `horizontal`, or `cards` for a prominent choice such as individual or corporate. */
  variant?: 'list' | 'horizontal' | 'cards';
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  optional?: boolean;
  className?: string;
  id?: string;
}

/**
 * One choice among a few, with native radio buttons: arrow keys move between options and
 * screen readers announce "1 of 2". The `cards` variant suits a choice that frames a journey.
 */
export function RadioGroup<V extends string = string>({
  label,
  options,
  name,
  value,
  defaultValue,
  onChange,
  variant = 'list',
  hint,
  error,
  required,
  optional,
  className,
  id: idProp,
}: RadioGroupProps<V>) {
  const auto = useId();
  const id = idProp ?? `radios-${auto}`;
  const groupName = name ?? id;
  const [inner, setInner] = useState<V | undefined>(defaultValue);
  const current = value !== undefined ? value : inner;
  const cards = variant === 'cards';
  const layout = cards ? 'cards' : variant === 'horizontal' ? 'horizontal' : 'vertical';

  return (
    <fieldset
      className={clsx(styles.fieldset, className)}
      aria-describedby={mergeIds(hint && `${id}-hint`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        <FieldLabelContent required={required} optional={optional}>
          {label}
        </FieldLabelContent>
      </legend>
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
      <div className={clsx(styles.options[layout], error && !cards && styles.invalidOptions)}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const labelId = `${optionId}-label`;
          const descId = option.description ? `${optionId}-desc` : undefined;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={clsx(styles.option, cards && styles.card)}
            >
              <input
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                checked={
                  current === undefined || current === null ? false : current === option.value
                }
                disabled={option.disabled}
                required={required}
                aria-labelledby={labelId}
                aria-describedby={descId}
                className={clsx(styles.radio, cards && styles.cardRadio)}
                onChange={() => {
                  setInner(option.value);
                  onChange?.(option.value);
                }}
              />
              <span className={styles.text}>
                {cards && option.icon && (
                  <span className={styles.cardIcon} aria-hidden="true">
                    {option.icon}
                  </span>
                )}
                <span id={labelId} className={styles.optionLabel}>
                  {option.label}
                </span>
                {option.description && (
                  <span id={descId} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
