import type { HTMLAttributes } from 'react';
import clsx from 'clsx';
import { formatMoney, toMinor, type CurrencyCode, type MinorAmount } from '@bank/lookups';
import * as styles from './Money.css';
import { CurrencyFlag } from '../../internal/CurrencyFlag';
import { devWarning } from '../../internal/dev';

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount in minor units (fils, cents): a bigint or a decimal integer string, never a float. */
  amount: MinorAmount;
  currency: CurrencyCode;
  /** `symbol` ("$1,234.50", "AED 1,234.50") or `code` ("USD 1,234.50"). */
  display?: 'symbol' | 'code';
  /** Show the currency's flag before the amount (decorative). */
  flag?: boolean;
  /**
   * `signed` colours credits green with "+" and debits red with "−" (the sign carries the
   * meaning, the colour only repeats it); `neutral` shows a "−" for negatives only, in the text colour.
   */
  tone?: 'neutral' | 'signed';
  size?: keyof typeof styles.size;
}

const MINUS = '\u2212';

/**
 * An amount of money in the spec's format: en-US grouping, at least 2 decimals (3 for BHD and
 * KWD), the currency's symbol or code, tabular figures so columns of amounts line up.
 */
export function Money({ amount, currency, display = 'symbol', flag, tone = 'neutral', size = 'md', className, ...rest }: MoneyProps) {
  let text: string;
  let sign = 0;
  try {
    const minor = toMinor(amount);
    sign = minor > 0n ? 1 : minor < 0n ? -1 : 0;
    text = formatMoney(minor < 0n ? -minor : minor, currency, { display });
  } catch (error) {
    // A float or an unknown currency is a programming error: show a dash, never crash the page.
    devWarning(true, 'Money', error instanceof Error ? error.message : String(error));
    text = '—';
  }
  const prefix = sign < 0 ? MINUS : sign > 0 && tone === 'signed' ? '+' : '';
  const toneClass = tone === 'signed' && sign !== 0 ? styles.tone[sign > 0 ? 'positive' : 'negative'] : styles.tone.neutral;
  return (
    <span className={clsx(styles.root, styles.size[size], toneClass, className)} {...rest}>
      {flag && <CurrencyFlag code={currency} />}
      <span className={styles.amount}>
        {prefix}
        {text}
      </span>
    </span>
  );
}
