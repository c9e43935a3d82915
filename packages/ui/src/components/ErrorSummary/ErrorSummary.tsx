import {
  forwardRef,
  useId,
  useLayoutEffect,
  useImperativeHandle,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { AlertCircle } from 'lucide-react';
import * as styles from './ErrorSummary.css';
import { useMessages } from '../../i18n/context';
import { errorSummaryEn } from './ErrorSummary.messages';

/** One problem of a form: the id of the control it is about and what to do, worded like the field's own error. */
export interface ErrorSummaryItem {
  /** The id of the control (an input, or the first radio of a group) the link moves to. */
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** The form's problems, in the order of the fields. Nothing is shown while empty. */
  errors: readonly ErrorSummaryItem[];
  /** The heading; "There is a problem" by default. */
  title?: ReactNode;
  /** Text under the heading, e.g. a problem that belongs to no single field. */
  description?: ReactNode;
  /**
   * Changes each time the form is submitted with problems: the summary takes focus again, so a
   * screen reader reads it and a keyboard user starts from it. Defaults to the `errors` array.
   */
  focusKey?: unknown;
  className?: string;
}

/** Moves to the field: focus on the control, and its label (or legend) scrolled into view above it. */
function goToField(fieldId: string) {
  const control = document.getElementById(fieldId);
  if (!control) return;
  const label =
    document.querySelector<HTMLElement>(`label[for="${CSS.escape(fieldId)}"]`) ??
    control.closest('fieldset')?.querySelector<HTMLElement>('legend') ??
    null;
  control.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  (label ?? control).scrollIntoView?.({ block: 'start' });
}

/**
 * The GOV.UK error summary: after a failed submit, "There is a problem" with a link to each field
 * that needs attention. It takes focus when it appears (and on every failed submit), so it is read
 * out first; each link focuses its field and scrolls the field's label into view.
 */
export const ErrorSummary = forwardRef<HTMLDivElement | null, ErrorSummaryProps>(
  function ErrorSummary({ errors, title, description, focusKey, className }, ref) {
    const { messages } = useMessages(errorSummaryEn);
    const box = useRef<HTMLDivElement>(null);
    const headingId = `error-summary-${useId()}`;
    useImperativeHandle<HTMLDivElement | null, HTMLDivElement | null>(ref, () => box.current);
    const visible = errors.length > 0 || Boolean(description);
    const key = focusKey ?? errors;

    // A layout effect: focus moves in the same commit that shows the summary, so nothing (a
    // screen reader, a test, a fast key press) ever sees the summary without its focus.
    useLayoutEffect(() => {
      if (visible) box.current?.focus();
    }, [key, visible]);

    if (!visible) return null;
    const onLink = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
      event.preventDefault();
      goToField(fieldId);
    };
    return (
      <div
        ref={box}
        tabIndex={-1}
        role="alert"
        aria-labelledby={headingId}
        className={clsx(styles.box, className)}
      >
        <h2 id={headingId} className={styles.title}>
          <AlertCircle size={22} aria-hidden="true" focusable="false" className={styles.icon} />
          {title ?? messages.errorSummaryTitle}
        </h2>
        {description && <div className={styles.description}>{description}</div>}
        {errors.length > 0 && (
          <ul className={styles.list}>
            {errors.map((item) => (
              <li key={item.fieldId}>
                <a
                  href={`#${item.fieldId}`}
                  className={styles.link}
                  onClick={(event) => onLink(event, item.fieldId)}
                >
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
);
