import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { mergeIds } from '../../internal/mergeIds';

/** What a FormField hands to the control inside it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/** Lets a control put its own message (a date that does not exist) in the enclosing FormField's error slot. */
export const FieldErrorSlotContext = createContext<((message: ReactNode) => void) | null>(null);

/**
 * Shows a control's own message in the enclosing FormField's one error place (between the label
 * and the control, tied by `aria-describedby` and `aria-invalid`). Returns false outside a
 * FormField: the control then shows the message itself.
 */
export function useFieldErrorSlot(message: ReactNode): boolean {
  const report = useContext(FieldErrorSlotContext);
  useLayoutEffect(() => {
    report?.(message ?? undefined);
  }, [report, message]);
  useLayoutEffect(() => () => report?.(undefined), [report]);
  return report !== null;
}

/** The id of the enclosing FormField's visible label, for popups (listboxes, dialogs) it should name. */
export const FieldLabelIdContext = createContext<string | null>(null);

export function useFieldLabelId(): string | null {
  return useContext(FieldLabelIdContext);
}

interface OwnAria {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * Merges the enclosing FormField's wiring (id, described-by hint and error, invalid, required)
 * with the control's own props. Controls of this package call it; so can a custom control.
 */
export function useFieldControl<P extends OwnAria>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': mergeIds(field['aria-describedby'], props['aria-describedby']),
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
    'aria-required': props['aria-required'] ?? field['aria-required'],
  };
}
