// The state of a form's problems, GOV.UK style: the message next to each field, the same words in
// the error summary (in the fields' order), and a problem of the whole form (wrong credentials, a
// lockout). The summary takes focus again on every failed submit (`attempt`).
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ErrorSummaryItem } from '@bank/ui';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormErrors<F extends string> {
  errors: FieldErrors<F>;
  /** A problem of the whole form, shown in the summary above the field links. */
  problem: ReactNode | null;
  /** The summary's entries, in the order of the fields. */
  summary: ErrorSummaryItem[];
  /** Counts failed submits: the summary's focus key. */
  attempt: number;
  /** The id of a field's control (the summary links to it). */
  id: (field: F) => string;
  /** Shows these problems; true when there are none. */
  report: (errors: FieldErrors<F>, problem?: ReactNode | null) => boolean;
  clear: () => void;
}

/**
 * `radios` names the fields that are a RadioGroup: the summary links to their first option
 * (RadioGroup gives option i the id `<id>-<i>`).
 */
export function useFormErrors<F extends string>(
  form: string,
  order: readonly F[],
  radios: readonly F[] = [],
): FormErrors<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [problem, setProblem] = useState<ReactNode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = useCallback((field: F) => `${form}-${field}`, [form]);

  const summary = useMemo(
    () =>
      order
        .filter((f) => errors[f])
        .map((f) => ({
          fieldId: radios.includes(f) ? `${id(f)}-0` : id(f),
          message: errors[f] as string,
        })),
    [order, errors, id],
  );

  const report = useCallback((next: FieldErrors<F>, nextProblem: ReactNode | null = null) => {
    const clean = Object.fromEntries(
      Object.entries(next).filter(([, v]) => Boolean(v)),
    ) as FieldErrors<F>;
    setErrors(clean);
    setProblem(nextProblem);
    const ok = Object.keys(clean).length === 0 && !nextProblem;
    if (!ok) setAttempt((a) => a + 1);
    return ok;
  }, []);

  const clear = useCallback(() => {
    setErrors({});
    setProblem(null);
  }, []);

  return { errors, problem, summary, attempt, id, report, clear };
}
