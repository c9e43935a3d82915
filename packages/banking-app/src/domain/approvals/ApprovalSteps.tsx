// A payment's approvals in order (issue 28): who may give each one, and — on a payment waiting in
// review — who gave it and when, which one waits now and which come after. The same list shows
// the path a preparer reads before submitting ("Who will approve") and the progress an approver
// reads in waiting review. The words come from the `approval` namespace (loadApprovalWords).
import { useTranslation } from 'react-i18next';
import { StatusBadge, Text } from '@bank/ui';
import { dateTime } from '@/domain/transactions/dateTime';
import { withParts } from '@/i18n/ltr';
import type { ApprovalPathStep } from './types';
import { joined, whoNode } from './words';
import * as styles from './approvals.css';

export interface ApprovalStepsProps {
  steps: readonly ApprovalPathStep[];
  /** The step waiting now (progress of a payment in review); absent for a preview. */
  currentStep?: number | null;
  /** A preview lists who can give each approval; progress says who gave it. */
  mode: 'preview' | 'progress';
}

export function ApprovalSteps({ steps, currentStep, mode }: ApprovalStepsProps) {
  const { t, i18n } = useTranslation('approval');
  const language = i18n.language;
  return (
    <ol className={styles.steps}>
      {steps.map((s) => {
        const names = s.approvers.map((p) => p.name);
        // A step that names people only: its people are who may give it.
        const who = whoNode(t, language, s.roles, s.roles.length > 0 ? [] : names);
        const current = mode === 'progress' && s.status === 'waiting' && s.step === currentStep;
        return (
          <li key={s.step} className={current ? `${styles.step} ${styles.current}` : styles.step}>
            <div className={styles.stepHead}>
              <span>{withParts((v) => t('step.name', { step: s.step, who: v.who }), { who })}</span>
              {mode === 'progress' && (
                <StepBadge step={s} current={current} over={currentStep == null} />
              )}
            </div>
            {mode === 'progress' && s.status !== 'waiting' ? (
              <Text size="sm">
                {withParts(
                  (v) =>
                    t(s.status === 'approved' ? 'step.approved' : 'step.selfApproved', {
                      name: v.name,
                      date: s.approved_at ? dateTime(s.approved_at) : '',
                    }),
                  { name: <bdi>{s.approved_by?.name ?? ''}</bdi> },
                )}
              </Text>
            ) : names.length === 0 ? (
              <Text size="sm" tone="danger">
                {t('step.nobody')}
              </Text>
            ) : (
              ((mode === 'progress' && currentStep != null) || s.roles.length > 0) && (
                <Text size="sm" tone="muted">
                  {mode === 'progress' &&
                    currentStep != null &&
                    t(current ? 'step.waitingNow' : 'step.waitingLater')}
                  {mode === 'progress' && currentStep != null && s.roles.length > 0 && '. '}
                  {/* A step by role: the people who hold it now (a step of named people says them already). */}
                  {s.roles.length > 0 &&
                    withParts((v) => t('step.canApprove', { names: v.names }), {
                      names: joined(
                        names.map((name) => <bdi>{name}</bdi>),
                        language,
                        'conjunction',
                      ),
                    })}
                </Text>
              )
            )}
          </li>
        );
      })}
    </ol>
  );
}

function StepBadge({
  step,
  current,
  over,
}: {
  step: ApprovalPathStep;
  current: boolean;
  /** Nothing waits any more (decided): an approval not given was not needed, or never came. */
  over: boolean;
}) {
  const { t } = useTranslation('approval');
  if (step.status === 'approved')
    return <StatusBadge status="approved" label={t('step.badge.approved')} />;
  if (step.status === 'self_approved')
    return <StatusBadge status="approved" label={t('step.badge.selfApproved')} />;
  if (over) return <StatusBadge status="cancelled" label={t('step.badge.notGiven')} />;
  return current ? (
    <StatusBadge status="awaiting_approval" label={t('step.badge.waiting')} />
  ) : (
    <StatusBadge status="scheduled" label={t('step.badge.later')} />
  );
}
