import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import { X } from 'lucide-react';
import * as styles from './Dialog.css';
import { tabbables } from './focusable';
import { IconButton } from '../IconButton';
import { useMessages } from '../../i18n/context';
import { dialogEn } from './Dialog.messages';

export interface DialogProps {
  /** Shows the dialog. It is controlled: close it in `onClose`. */
  open: boolean;
  /** Asked to close: Escape, the close button, or a press on the backdrop (when `dismissible`). */
  onClose: () => void;
  /** The visible title; it names the dialog for screen readers. */
  title: ReactNode;
  /** A short sentence under the title; screen readers read it when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the foot, main action last. */
  actions?: ReactNode;
  size?: keyof typeof styles.size;
  /**
   * Shows the close button and closes on a backdrop press (default true). Escape always asks to
   * close: give `onClose` the safe choice when the dialog needs an answer.
   */
  dismissible?: boolean;
  /** `alertdialog` for an urgent question that interrupts the task (e.g. the session timer). */
  role?: 'dialog' | 'alertdialog';
  /** A decorative icon beside the title, or above it when centred (hidden from screen readers). */
  icon?: ReactNode;
  /** `center` puts icon, title, text and buttons on one axis: for short alerts. Default `start`. */
  align?: 'start' | 'center';
  /** What gets focus on open; by default the first control inside, else the title. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

// Nested dialogs each lock once; the page scrolls again when the last one closes.
let scrollLocks = 0;
let savedOverflow = '';
function lockScroll() {
  if (scrollLocks++ === 0) {
    savedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
  }
}
function unlockScroll() {
  if (--scrollLocks === 0) document.documentElement.style.overflow = savedOverflow;
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal()`): the page behind is inert,
 * Tab stays inside, Escape asks to close, and focus goes back to the element that opened it.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogSurface {...props} /> : null;
}

function DialogSurface({
  onClose,
  title,
  description,
  children,
  actions,
  size = 'md',
  dismissible = true,
  role = 'dialog',
  initialFocusRef,
  icon,
  align = 'start',
  className,
}: DialogProps) {
  const { messages } = useMessages(dialogEn);
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal() is everywhere we support; the attribute keeps it usable where it is missing (jsdom).
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    lockScroll();
    const target =
      initialFocusRef?.current ??
      tabbables(dialog).find((el) => !el.dataset.dialogClose) ??
      titleRef.current;
    target?.focus();
    return () => {
      unlockScroll();
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // Handled here, not by the browser: it could close the element without asking us.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    } else if (event.key === 'Tab') {
      const items = tabbables(event.currentTarget);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (
        event.shiftKey &&
        (document.activeElement === first || !event.currentTarget.contains(document.activeElement))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // A press that starts and ends on the dialog element itself is on the backdrop.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (dismissible && pressStartedOnBackdrop.current && event.target === event.currentTarget)
      onCloseRef.current();
    pressStartedOnBackdrop.current = false;
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape, Tab and backdrop presses belong to the dialog itself.
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={clsx(
        styles.dialog,
        styles.size[size],
        align === 'center' && styles.centered,
        className,
      )}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className={styles.frame}>
        <div className={styles.header}>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <h2 ref={titleRef} id={titleId} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <IconButton
              data-dialog-close="true"
              label={messages.close}
              icon={<X size={20} aria-hidden="true" />}
              onClick={() => onCloseRef.current()}
            />
          )}
        </div>
        {(description || children) && (
          <div className={styles.body}>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
            {children}
          </div>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}
