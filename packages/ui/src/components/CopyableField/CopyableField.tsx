import { createContext, useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './CopyableField.css';
import { CopyButton } from '../CopyButton';
import { useMessages } from '../../i18n/context';
import { copyableFieldEn } from './CopyableField.messages';

export interface CopyableFieldProps {
  /** What the value is ("IBAN", "Reference", "Deposit address"). */
  label: string;
  /** The exact text put on the clipboard (an IBAN without spaces, an address, a reference). */
  value: string;
  /** Show the value in groups of four ("AE07 0331 2345 …"), as IBANs are read; the copy has no spaces. */
  groupInFours?: boolean;
  /** The copy button's accessible name; "Copy <label>" by default. */
  copyLabel?: string;
  className?: string;
}

const InList = createContext(false);

/**
 * A value the customer copies into another app (bank details for a top-up, a crypto deposit
 * address): its label, the value kept left to right in any language, and a copy button that says
 * "Copied" politely. Inside a CopyableFieldList it is a term and its description.
 */
export function CopyableField({
  label,
  value,
  groupInFours,
  copyLabel,
  className,
}: CopyableFieldProps) {
  const { messages } = useMessages(copyableFieldEn);
  const inList = useContext(InList);
  const shown = groupInFours ? value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ') : value;
  const Term = inList ? 'dt' : 'span';
  const Cell = inList ? 'dd' : 'span';
  return (
    <div className={clsx(styles.field, className)}>
      <Term className={styles.label}>{label}</Term>
      <Cell className={styles.valueCell}>
        {/* The isolated value sits at the inline start of the line, in Arabic too. */}
        <span className={styles.value}>
          <bdi dir="ltr">{shown}</bdi>
        </span>
        <span className={styles.action}>
          <CopyButton
            value={value}
            variant="tertiary"
            aria-label={copyLabel ?? messages.copyNamed(label)}
          />
        </span>
      </Cell>
    </div>
  );
}

export interface CopyableFieldListProps {
  /** The CopyableFields, in the order the other bank's form asks for them. */
  children: ReactNode;
  className?: string;
}

/** Bank-transfer instructions and the like: a description list in which every value is copyable. */
export function CopyableFieldList({ children, className }: CopyableFieldListProps) {
  return (
    <InList.Provider value>
      <dl className={clsx(styles.list, className)}>{children}</dl>
    </InList.Provider>
  );
}
