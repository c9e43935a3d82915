import type { Field, FormValues } from './formModel';

/** What the form hands to each group of its fields. */
export interface FieldsProps {
  values: FormValues;
  /** Merges into the latest values (a selector may report from an effect, after another change). */
  set: (patch: Partial<FormValues> | ((v: FormValues) => Partial<FormValues>)) => void;
  /** The message to show at the field now, if any. */
  error: (field: Field) => string | undefined;
  id: (field: Field) => string;
  /** The customer left the field: its whole rule applies from now on. */
  touch: (field: Field) => void;
  ns: string;
}
