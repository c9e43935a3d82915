import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import * as styles from './Stepper.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { stepperEn } from './Stepper.messages';

export interface StepperProps {
  /** The steps' names, in order ("Amount", "Beneficiary", "Review", "Done"). */
  steps: readonly ReactNode[];
  /** The index of the step the customer is on, from 0. Steps before it are completed. */
  current: number;
  /** Names the landmark; default "Progress". Give each stepper on a page its own name. */
  label?: string;
  /** Always the phone layout: markers only, with "Step 2 of 4: Review" above. */
  compact?: boolean;
  className?: string;
}

type State = 'completed' | 'current' | 'upcoming';

/**
 * Where the customer is in a flow of steps (top-up, transfer, registration). Screen readers hear
 * "Step 2 of 4: Review", each step's state, and the current one as "current step"; on phones only
 * the markers and that sentence show.
 */
export function Stepper({ steps, current, label, compact, className }: StepperProps) {
  const { messages } = useMessages(stepperEn);
  const index = Math.min(Math.max(Math.trunc(current), 0), Math.max(steps.length - 1, 0));
  return (
    <nav aria-label={label ?? messages.stepperLabel} className={clsx(styles.root, className)}>
      <p className={clsx(styles.summary, compact && styles.summaryCompact)}>
        {messages.stepOf(index + 1, steps.length)}: {steps[index]}
      </p>
      <ol className={styles.list}>
        {steps.map((step, i) => {
          const state: State = i < index ? 'completed' : i === index ? 'current' : 'upcoming';
          return (
            <li
              key={i}
              className={clsx(styles.step, state === 'completed' && styles.stepDone)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span
                className={clsx(styles.markerBase, styles.markerState[state])}
                aria-hidden="true"
              >
                {state === 'completed' ? <Check size={16} strokeWidth={3} /> : i + 1}
              </span>
              <span
                className={clsx(
                  styles.label,
                  state === 'current' && styles.labelCurrent,
                  compact && styles.labelCompact,
                )}
              >
                {state !== 'current' && (
                  <VisuallyHidden>
                    {state === 'completed' ? messages.stepCompleted : messages.stepUpcoming}{' '}
                  </VisuallyHidden>
                )}
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
