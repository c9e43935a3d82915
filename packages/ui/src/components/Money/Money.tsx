import type { HTMLAttributes } from 'react';
import clsx from 'clsx';
import type { CurrencyCode, MinorAmount } from '@bank/lookups';
import * as styles from './Money.css';
import { formatSignedMoney } from './format';
import { CurrencyFlag } from '../../internal/CurrencyFlag';
import { devWarning } from '../../internal/dev';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { moneyEn } from './Money.messages';

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount in minor units (fils, cents): a bigint or a decimal integer string, never a float. */
  amount: MinorAmount;
  /** The ISO 4217 code of the amount's currency. */
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
  /** The type size: `xl` for the one big balance of a screen. */
  size?: keyof typeof styles.size;
  /**
   * Hides the figure ("•••• AED"), e.g. while the customer has hidden their balances: screen
   * readers hear "Balance hidden" (or "<label> hidden"), never the bullets.
   */
  masked?: boolean;
  /** Read before the amount by screen readers only, e.g. "Available balance". */
  label?: string;
}

/**
 * An amount of money in the spec's format: en-US grouping, at least 2 decimals (3 for BHD and
 * KWD), Western digits in every language, the currency's symbol or code, tabular figures.
 */
export function Money({
  amount,
  currency,
  display = 'symbol',
  flag,
  tone = 'neutral',
  size = 'md',
  masked = false,
  label,
  className,
  ...rest
}: MoneyProps) {
  const { messages } = useMessages(moneyEn);
  let text: string;
  let sign = 0;
  try {
    ({ text, sign } = formatSignedMoney(amount, currency, { display, signed: tone === 'signed' }));
  } catch (error) {
    // A float or an unknown currency is a programming error: show a dash, never crash the page.
    devWarning(true, 'Money', error instanceof Error ? error.message : String(error));
    text = '—';
  }
  if (masked) sign = 0;
  const toneClass =
    tone === 'signed' && sign !== 0
      ? styles.tone[sign > 0 ? 'positive' : 'negative']
      : styles.tone.neutral;
  return (
    <span className={clsx(styles.root, styles.size[size], toneClass, className)} {...rest}>
      {flag && <CurrencyFlag code={currency} />}
      {masked ? (
        <>
          <span className={styles.amount} aria-hidden="true">
            •••• {currency}
          </span>
          <VisuallyHidden>
            {label ? messages.moneyHiddenNamed(label) : messages.moneyHidden}
          </VisuallyHidden>
        </>
      ) : (
        <>
          {label && <VisuallyHidden>{label}: </VisuallyHidden>}
          <span className={styles.amount}>{text}</span>
        </>
      )}
    </span>
  );
}
