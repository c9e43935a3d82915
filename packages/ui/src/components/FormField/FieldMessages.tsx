import type { ReactNode } from 'react';
import clsx from 'clsx';
import { AlertCircle } from 'lucide-react';
import * as styles from './FormField.css';
import { useUi } from '../../i18n/UiProvider';
import { VisuallyHidden } from '../VisuallyHidden';

export interface FieldMessagesProps {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: ReactNode;
  reserveMessageSpace?: boolean;
}

/** The hint and the error message of a field, each with the id its control refers to. */
export function FieldMessages({
  hintId,
  errorId,
  hint,
  error,
  reserveMessageSpace,
}: FieldMessagesProps) {
  const { messages } = useUi();
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertCircle
            size={16}
            aria-hidden="true"
            focusable="false"
            className={styles.errorIcon}
          />
          <span>
            <VisuallyHidden>{messages.errorPrefix}</VisuallyHidden> {error}
          </span>
        </p>
      ) : (
        reserveMessageSpace && <div className={clsx(styles.reserved)} aria-hidden="true" />
      )}
    </>
  );
}
