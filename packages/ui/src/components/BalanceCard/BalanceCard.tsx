import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import {
  getCurrencyName,
  maskAccountNumber,
  type CurrencyCode,
  type MinorAmount,
} from '@bank/lookups';
import * as styles from './BalanceCard.css';
import { Money } from '../Money';
import { SaduPattern } from '../SaduPattern';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { CurrencyFlag } from '../../internal/CurrencyFlag';
import { Pressable, isPressable, type PressTarget } from '../../internal/Pressable';
import { useMessages } from '../../i18n/context';
import { balanceCardEn } from './BalanceCard.messages';
import { mergeIds } from '../../internal/mergeIds';

export interface BalanceCardProps extends PressTarget {
  /** The wallet's currency: its flag, code and name head the card. */
  currency: CurrencyCode;
  /** The currency's name; by default the built-in English or Arabic one. */
  currencyName?: string;
  /** The wallet's balance in minor units: the big number. */
  balance: MinorAmount;
  /** What can be spent now, in minor units. */
  available?: MinorAmount;
  /** What is reserved for pending payments, in minor units. */
  onHold?: MinorAmount;
  /** The wallet's IBAN or account number: only its last 4 characters are shown unless `showAccountNumber`. */
  accountNumber?: string;
  /** Names the account number ("IBAN"); "Account" by default. */
  accountLabel?: string;
  /** Show the whole account number (grouped in fours) instead of its last 4 characters. */
  showAccountNumber?: boolean;
  /** Hide every amount ("•••• AED"), while the customer has hidden their balances. */
  masked?: boolean;
  /** The wallet chosen among several (with `href` or `onClick`): marked `aria-current`. */
  selected?: boolean;
  /** Placeholders in the card's shape while the wallet loads. */
  loading?: boolean;
  /** Quick actions under the balance (QuickActions); they stay separate controls in a clickable card. */
  actions?: ReactNode;
  /** The card title's heading level (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Draw the Al Sadu band along the card's top edge (default true). */
  motif?: boolean;
  className?: string;
}

/**
 * A wallet as a card: flag, currency code and name, the balance first and large, available and
 * on-hold amounts, the account number masked. With `href`, `as`+`to` or `onClick` the whole card
 * is one link or button, named by the currency and described by the balance.
 */
export function BalanceCard(props: BalanceCardProps) {
  const {
    currency,
    currencyName,
    balance,
    available,
    onHold,
    accountNumber,
    accountLabel,
    showAccountNumber,
    masked,
    selected,
    loading,
    actions,
    headingLevel = 3,
    motif = true,
    className,
    ...target
  } = props;
  const { messages, locale } = useMessages(balanceCardEn);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  if (loading) {
    return (
      <div className={clsx(styles.card, className)}>
        {motif && <SaduPattern />}
        <SkeletonGroup label={messages.balanceLoading} className={styles.body}>
          <Skeleton width="40%" />
          <Skeleton shape="rect" width="70%" height="2.5rem" />
          <Skeleton width="60%" />
        </SkeletonGroup>
      </div>
    );
  }
  const name =
    currencyName ?? getCurrencyName(currency, locale.toLowerCase().startsWith('ar') ? 'ar' : 'en');
  const figures = [
    { term: messages.balanceAvailable, amount: available },
    { term: messages.balanceOnHold, amount: onHold },
  ].filter((f): f is { term: string; amount: MinorAmount } => f.amount !== undefined);
  const compact = accountNumber?.replace(/[\s-]/g, '') ?? '';
  const last = compact.slice(-4);
  const title = (
    <>
      <span className={styles.code}>{currency}</span> <span className={styles.name}>{name}</span>
    </>
  );
  return (
    <div className={clsx(styles.card, className)} data-selected={selected || undefined}>
      {motif && <SaduPattern />}
      <div className={styles.body}>
        <div className={styles.header}>
          <CurrencyFlag code={currency} />
          <Heading className={styles.title}>
            {isPressable(target) ? (
              <Pressable
                {...target}
                className={styles.stretched}
                aria-current={selected ? 'true' : undefined}
                aria-describedby={mergeIds(
                  `${id}-balance`,
                  figures.length ? `${id}-figures` : undefined,
                )}
              >
                {title}
              </Pressable>
            ) : (
              title
            )}
          </Heading>
          {selected && <Check size={20} aria-hidden="true" className={styles.check} />}
        </div>
        <Money
          id={`${id}-balance`}
          amount={balance}
          currency={currency}
          size="xl"
          masked={masked}
          className={styles.balance}
        />
        {figures.length > 0 && (
          <dl id={`${id}-figures`} className={styles.figures}>
            {figures.map((f) => (
              <div key={f.term} className={styles.figure}>
                <dt className={styles.figureTerm}>{f.term}</dt>
                <dd className={styles.figureValue}>
                  <Money
                    amount={f.amount}
                    currency={currency}
                    size="sm"
                    masked={masked}
                    label={masked ? f.term : undefined}
                  />
                </dd>
              </div>
            ))}
          </dl>
        )}
        {accountNumber && (
          <p className={styles.account}>
            {accountLabel ?? messages.balanceAccount}{' '}
            {showAccountNumber ? (
              <span className={styles.accountValue}>{compact.replace(/(.{4})(?=.)/g, '$1 ')}</span>
            ) : (
              <>
                <span className={styles.accountValue} aria-hidden="true">
                  {maskAccountNumber(compact)}
                </span>
                <VisuallyHidden>{messages.balanceAccountEnding(last)}</VisuallyHidden>
              </>
            )}
          </p>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
