import { useId, useState, type ElementType, type ReactNode } from 'react';
import clsx from 'clsx';
import { Menu } from 'lucide-react';
import * as styles from './NavDrawer.css';
import { Dialog } from '../Dialog';
import { IconButton } from '../IconButton';
import { Pressable } from '../../internal/Pressable';
import { useMessages } from '../../i18n/context';
import { navDrawerEn } from './NavDrawer.messages';

export interface NavItem {
  /** The link's words ("Transactions"). */
  label: ReactNode;
  /** A URL, or use `to` with the drawer's `linkAs`. */
  href?: string;
  /** A router path (with `linkAs`). */
  to?: string;
  /** A decorative icon before the words. */
  icon?: ReactNode;
  /** The page the customer is on: marked `aria-current="page"`. */
  current?: boolean;
}

export interface NavDrawerProps {
  /** The links, in the order of the header's navigation. */
  items: readonly NavItem[];
  /** The router's Link component, for items with `to`. */
  linkAs?: ElementType;
  /** The drawer's visible title, which names it; "Menu" by default. */
  title?: ReactNode;
  /** The menu button's name; "Menu" by default. */
  buttonLabel?: string;
  /** Names the navigation landmark inside; "Main" by default. */
  navLabel?: string;
  /** Under the links: a language switch, "Log out". */
  footer?: ReactNode;
  /** Hide the menu button from this breakpoint up, where the header shows its links. */
  hideFrom?: keyof typeof styles.hideFrom;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Open (controlled, with `onOpenChange`). */
  open?: boolean;
  /** Called when the drawer asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The phone navigation: a menu button that opens a drawer from the inline-start edge. The drawer
 * is a modal Dialog (page inert, focus inside and back to the button, Escape and a press outside
 * close it, page scroll locked); choosing a link closes it.
 */
export function NavDrawer({
  items,
  linkAs,
  title,
  buttonLabel,
  navLabel,
  footer,
  hideFrom,
  defaultOpen = false,
  open: openProp,
  onOpenChange,
  className,
}: NavDrawerProps) {
  const { messages } = useMessages(navDrawerEn);
  const navId = useId();
  const [inner, setInner] = useState(defaultOpen);
  const open = openProp ?? inner;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInner(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <IconButton
        label={buttonLabel ?? messages.menu}
        icon={<Menu size={24} aria-hidden="true" />}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Only while the drawer exists: a reference to a missing element helps no one.
        aria-controls={open ? navId : undefined}
        className={clsx(hideFrom && styles.hideFrom[hideFrom], className)}
        onClick={() => setOpen(true)}
      />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title ?? messages.menu}
        size="sm"
        className={styles.drawer}
      >
        <nav id={navId} aria-label={navLabel ?? messages.menuNavigation} className={styles.nav}>
          <ul className={styles.list}>
            {items.map((item, i) => (
              <li key={i}>
                <Pressable
                  href={item.href ?? (linkAs ? undefined : item.to)}
                  to={linkAs ? item.to : undefined}
                  as={linkAs && item.to !== undefined ? linkAs : undefined}
                  aria-current={item.current ? 'page' : undefined}
                  className={styles.link}
                  onClick={() => setOpen(false)}
                >
                  {item.icon}
                  {item.label}
                </Pressable>
              </li>
            ))}
          </ul>
          {footer && <div className={styles.footer}>{footer}</div>}
        </nav>
      </Dialog>
    </>
  );
}
