import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Text.css';

export interface LtrProps extends Omit<HTMLAttributes<HTMLElement>, 'dir'> {
  /** A value that reads left to right: an email, IBAN, BIC, account number, IP address, code or Latin example. */
  children?: ReactNode;
}

/**
 * Isolates a left-to-right value inside right-to-left text (`<bdi dir="ltr">`). Without it the
 * bidi algorithm reorders the value's parts in Arabic: `2001:db8::1` shows as `db8::1:2001`,
 * `aisha@` as `@aisha`. Harmless in left-to-right pages, so wrap such values everywhere.
 */
export function Ltr({ className, ...rest }: LtrProps) {
  return <bdi dir="ltr" className={clsx(styles.ltr, className)} {...rest} />;
}

/** Unicode's own isolate marks (LRI … PDI), for a left-to-right value inside a plain string. */
export const ltrIsolate = (text: string) => `\u2066${text}\u2069`;
