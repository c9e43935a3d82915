import type { ElementType, ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './DescriptionList.css';
import * as linkStyles from '../Link/Link.css';
import { Link } from '../Link';
import { Ltr } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { descriptionListEn } from './DescriptionList.messages';

export interface DescriptionChange {
  /** Where the change happens: a URL (`href`), or a router path with `as` and `to`. */
  href?: string;
  to?: string;
  as?: ElementType;
  /** Or an action on the same page (rendered as a button). */
  onClick?: () => void;
  /** What changes, read after "Change" ("Change amount"); defaults to the term when it is text. */
  label?: string;
}

export interface DescriptionItem {
  term: ReactNode;
  description: ReactNode;
  /** The description reads left to right even in Arabic (an IBAN, email, account number): isolated with `<bdi dir="ltr">`. */
  ltr?: boolean;
  /** A "Change" link that takes the customer back to the step where the value was entered. */
  change?: DescriptionChange;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  className?: string;
}

/**
 * Term and description pairs for review screens ("Amount: AED 1,250.00", "Beneficiary: Aisha
 * Khan"), two columns on wider screens and stacked on phones, each with an optional Change link.
 */
export function DescriptionList({ items, className }: DescriptionListProps) {
  const { messages } = useMessages(descriptionListEn);
  return (
    <dl className={clsx(styles.list, className)}>
      {items.map((item, index) => {
        const what = item.change?.label ?? (typeof item.term === 'string' ? item.term : undefined);
        const text = (
          <>
            {messages.change}
            {what && (
              <>
                {' '}
                <VisuallyHidden>{what}</VisuallyHidden>
              </>
            )}
          </>
        );
        const { href, to, as, onClick } = item.change ?? {};
        return (
          <div key={index} className={styles.row}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.description}>
              {item.ltr ? <Ltr>{item.description}</Ltr> : item.description}
            </dd>
            {item.change && (
              <dd className={styles.change}>
                {href || to ? (
                  <Link href={href} to={to} as={as} onClick={onClick}>
                    {text}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={clsx(linkStyles.base, linkStyles.tone.link, styles.changeButton)}
                    onClick={onClick}
                  >
                    {text}
                  </button>
                )}
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
