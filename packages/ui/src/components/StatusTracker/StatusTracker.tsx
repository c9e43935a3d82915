import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Check, Undo2, X } from 'lucide-react';
import * as styles from './StatusTracker.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { Ltr } from '../Text';
import { useMessages } from '../../i18n/context';
import { statusTrackerEn } from './StatusTracker.messages';
import { localDateTime } from '../../internal/day';

export interface TrackerStep {
  /** The step's name in the customer's words: "Created", "Awaiting confirmation", "Processing". */
  label: ReactNode;
  /** When the step was reached: shown DD-MM-YYYY HH:mm in local time. */
  at?: Date | string;
  /** A short note, e.g. why it was returned: "The beneficiary's bank closed the account". */
  description?: ReactNode;
}

export interface StatusTrackerProps {
  /** The steps of the transfer's life in order, up to where it ended or will end. */
  steps: readonly TrackerStep[];
  /** The index of the step the transfer is at, from 0; the steps before it are done. */
  current: number;
  /** How the current step ended: `completed`, `failed` or `returned`. Without it, the step is under way. */
  outcome?: 'completed' | 'failed' | 'returned';
  /** Names the list for screen readers ("Transfer status"). */
  label: string;
  className?: string;
}

type State = keyof typeof styles.markerState;

/**
 * The life of a transfer as an ordered list: created → awaiting confirmation → pending →
 * processing → completed, or ending failed or returned. The current step carries
 * `aria-current="step"`; every step says its state to screen readers, and its icon shape repeats it.
 */
export function StatusTracker({ steps, current, outcome, label, className }: StatusTrackerProps) {
  const { messages } = useMessages(statusTrackerEn);
  const index = Math.min(Math.max(Math.trunc(current), 0), Math.max(steps.length - 1, 0));
  const words: Record<State, string | undefined> = {
    done: messages.stepCompleted,
    completed: messages.stepCompleted,
    failed: messages.trackerFailed,
    returned: messages.trackerReturned,
    upcoming: messages.stepUpcoming,
    current: undefined,
  };
  return (
    <ol className={clsx(styles.list, className)} aria-label={label}>
      {steps.map((step, i) => {
        const state: State = i < index ? 'done' : i > index ? 'upcoming' : (outcome ?? 'current');
        const time = step.at === undefined ? undefined : localDateTime(step.at);
        return (
          <li
            key={i}
            className={clsx(styles.step, i < index && styles.stepDone)}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className={clsx(styles.markerBase, styles.markerState[state])} aria-hidden="true">
              {state === 'done' || state === 'completed' ? (
                <Check size={16} strokeWidth={3} />
              ) : state === 'failed' ? (
                <X size={16} strokeWidth={3} />
              ) : state === 'returned' ? (
                <Undo2 size={16} strokeWidth={2.5} />
              ) : state === 'current' ? (
                <span className={styles.dot} />
              ) : null}
            </span>
            <span className={styles.body}>
              <span className={clsx(styles.label, state !== 'upcoming' && styles.labelReached)}>
                {words[state] && <VisuallyHidden>{words[state]} </VisuallyHidden>}
                {step.label}
              </span>
              {/* Isolated left to right: in Arabic "DD-MM-YYYY HH:mm" would otherwise show its time first. */}
              {time && (
                <time className={styles.time} dateTime={time.iso}>
                  <Ltr>{time.text}</Ltr>
                </time>
              )}
              {step.description && <p className={styles.description}>{step.description}</p>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
