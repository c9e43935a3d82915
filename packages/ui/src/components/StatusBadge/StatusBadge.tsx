import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import {
  Ban,
  CalendarClock,
  CheckCircle2,
  Clock,
  Hourglass,
  LoaderCircle,
  ThumbsUp,
  Undo2,
  UserCheck,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import * as styles from './StatusBadge.css';
import { useMessages } from '../../i18n/context';
import { statusBadgeEn } from './StatusBadge.messages';

export type BadgeStatus =
  | 'pending'
  | 'processing'
  | 'completed'
  | 'failed'
  | 'returned'
  | 'awaiting_approval'
  | 'approved'
  | 'rejected'
  | 'cancelled'
  | 'scheduled'
  | 'expired';

type Tone = keyof typeof styles.tone;

/** Each status: its tone, its own icon shape (so colour is never the only cue) and its words. */
const statuses: Record<
  BadgeStatus,
  { tone: Tone; icon: LucideIcon; text: keyof typeof statusBadgeEn }
> = {
  pending: { tone: 'warning', icon: Clock, text: 'statusPending' },
  processing: { tone: 'info', icon: LoaderCircle, text: 'statusProcessing' },
  completed: { tone: 'success', icon: CheckCircle2, text: 'statusCompleted' },
  failed: { tone: 'danger', icon: XCircle, text: 'statusFailed' },
  returned: { tone: 'warning', icon: Undo2, text: 'statusReturned' },
  awaiting_approval: { tone: 'warning', icon: UserCheck, text: 'statusAwaitingApproval' },
  approved: { tone: 'success', icon: ThumbsUp, text: 'statusApproved' },
  rejected: { tone: 'danger', icon: Ban, text: 'statusRejected' },
  cancelled: { tone: 'neutral', icon: XCircle, text: 'statusCancelled' },
  scheduled: { tone: 'info', icon: CalendarClock, text: 'statusScheduled' },
  expired: { tone: 'neutral', icon: Hourglass, text: 'statusExpired' },
};

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The state of a transaction, transfer or approval. */
  status: BadgeStatus;
  /** Words to show instead of the built-in (translated) ones, e.g. from the server. */
  label?: ReactNode;
}

/** The state of a transaction or request as a badge: tone, icon and words, never colour alone. */
export function StatusBadge({ status, label, className, ...rest }: StatusBadgeProps) {
  const { messages } = useMessages(statusBadgeEn);
  const { tone, icon: Icon, text } = statuses[status] ?? statuses.pending;
  return (
    <span
      className={clsx(styles.root, styles.tone[tone], className)}
      data-status={status}
      {...rest}
    >
      <Icon size={14} aria-hidden="true" focusable="false" className={styles.icon} />
      {label ?? (messages[text] as string)}
    </span>
  );
}

/** Every status the badge knows, in a sensible order for legends and stories. */
export const BADGE_STATUSES = Object.keys(statuses) as BadgeStatus[];
