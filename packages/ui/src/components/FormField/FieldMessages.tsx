import type { ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './FormField.css';
import { useMessages } from '../../i18n/context';
import { fieldMessagesEn } from './FieldMessages.messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { AlertCircleGlyph } from '../../internal/glyphs';

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
  const { messages } = useMessages(fieldMessagesEn);
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertCircleGlyph size={16} className={styles.errorIcon} />
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
