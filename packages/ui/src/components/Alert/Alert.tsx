import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import * as styles from './Alert.css';
import { IconButton } from '../IconButton';
import { useMessages } from '../../i18n/context';
import { alertEn } from './Alert.messages';

const icons = {
  info: Info,
  success: CheckCircle2,
  warning: AlertTriangle,
  danger: AlertCircle,
} as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: keyof typeof styles.tone;
  /** A short bold first line. */
  title?: ReactNode;
  /**
   * Announce the message when it appears: `assertive` (role="alert") for errors that need
   * attention now, `polite` (role="status") for confirmations. Static page notices need neither.
   */
  announce?: 'polite' | 'assertive';
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  children?: ReactNode;
}

/** A message about the page or a task: information, success, warning or a problem. */
export function Alert({
  tone = 'info',
  title,
  announce,
  onDismiss,
  className,
  children,
  ...rest
}: AlertProps) {
  const { messages } = useMessages(alertEn);
  const Glyph = icons[tone];
  const role = announce === 'assertive' ? 'alert' : announce === 'polite' ? 'status' : undefined;
  return (
    <div role={role} className={clsx(styles.base, styles.tone[tone], className)} {...rest}>
      <span className={clsx(styles.icon, styles.iconTone[tone])}>
        <Glyph size={22} aria-hidden="true" focusable="false" />
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <IconButton
          className={styles.dismiss}
          size="sm"
          label={messages.dismiss}
          icon={<X size={18} aria-hidden="true" />}
          onClick={onDismiss}
        />
      )}
    </div>
  );
}
