import clsx from 'clsx';
import * as styles from './FullScreenLoader.css';
import { Logo } from '../Logo';
import { useMessages } from '../../i18n/context';
import { fullScreenLoaderEn } from './FullScreenLoader.messages';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export interface FullScreenLoaderProps {
  /** What is happening, e.g. "Checking your session"; "Loading" by default. */
  label?: string;
  /** Show the label under the logo, not only to screen readers. */
  showLabel?: boolean;
  /** Fill the parent instead of the viewport (for documentation and embedded use). */
  inline?: boolean;
  /** The bank's name for the logo. */
  brandName?: string;
}

/**
 * The full-screen logo loader that guarded routes show while they check the session.
 * It is a `role="status"` region named by its label, so screen readers hear what is happening.
 */
export function FullScreenLoader({
  label,
  showLabel = false,
  inline = false,
  brandName,
}: FullScreenLoaderProps) {
  const { messages } = useMessages(fullScreenLoaderEn);
  const text = label ?? messages.loading;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={text}
      className={clsx(styles.root, inline && styles.inline)}
    >
      <Logo size={64} decorative name={brandName} className={styles.logo} />
      <span className={showLabel ? styles.caption : visuallyHidden}>{text}</span>
    </div>
  );
}
