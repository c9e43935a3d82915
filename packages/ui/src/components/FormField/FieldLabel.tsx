import type { ReactNode } from 'react';
import * as styles from './FormField.css';
import { useMessages } from '../../i18n/context';
import { fieldLabelEn } from './FieldLabel.messages';

export interface FieldLabelContentProps {
  children: ReactNode;
  required?: boolean;
  optional?: boolean;
}

/**
 * The label text with its mark. The `*` is hidden from screen readers: the control carries
 * `aria-required`, so they say "required" instead of "star".
 */
export function FieldLabelContent({ children, required, optional }: FieldLabelContentProps) {
  const { messages } = useMessages(fieldLabelEn);
  return (
    <>
      {children}
      {required && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
      {optional && (
        <>
          {' '}
          <span className={styles.optionalMark}>{messages.optional}</span>
        </>
      )}
    </>
  );
}
