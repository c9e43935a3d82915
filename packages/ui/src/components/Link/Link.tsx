import { forwardRef, type AnchorHTMLAttributes, type ElementType, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Link.css';
import { useMessages } from '../../i18n/context';
import { linkEn } from './Link.messages';
import { VisuallyHidden } from '../VisuallyHidden';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * The element to render, e.g. the router's Link (`as={RouterLink}` with `to`), so the design
   * system styles it without knowing about routing. Defaults to `<a>`.
   */
  as?: ElementType;
  /** Extra props for `as` (e.g. `to`). */
  to?: string;
  tone?: keyof typeof styles.tone;
  weight?: keyof typeof styles.weight;
  /** Opens in a new tab, with `rel="noopener noreferrer"` and an announcement that it does. */
  external?: boolean;
  children: ReactNode;
}

/** A text link. Links go somewhere; for actions use Button with variant="tertiary". */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { as: As, tone = 'link', weight = 'regular', external, className, children, ...rest },
  ref,
) {
  const { messages } = useMessages(linkEn);
  const props = {
    ref,
    className: clsx(styles.base, styles.tone[tone], styles.weight[weight], className),
    ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...rest,
  };
  const content = (
    <>
      {children}
      {external && (
        <>
          {' '}
          <VisuallyHidden>{messages.externalLink}</VisuallyHidden>
        </>
      )}
    </>
  );
  return As ? <As {...props}>{content}</As> : <a {...props}>{content}</a>;
});
