// What every internal-transfer step shares: the flows' frame and the draft in this tab.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowFrame, useFlowDraft } from '@/components/FlowFrame';
import { allowedStep, INTERNAL_STEPS, internalStore, type InternalStep } from './draft';

export function useInternalDraft(step: InternalStep) {
  const { draft, save } = useFlowDraft(internalStore);
  return { draft, save, allowed: allowedStep(step, draft) };
}

export interface InternalFrameProps {
  step: InternalStep;
  allowed: InternalStep;
  /** This visit's own path when it is not the step's (internal_step1_new is step 1). */
  path?: string;
  back?: string;
  children: ReactNode;
}

export function InternalFrame({ step, allowed, path, back, children }: InternalFrameProps) {
  const { t } = useTranslation('transfers');
  const here = path ?? INTERNAL_STEPS[step - 1]!;
  return (
    <FlowFrame
      path={here}
      allowedPath={allowed === step ? here : INTERNAL_STEPS[allowed - 1]!}
      heading={t('internal.heading')}
      steps={[
        t('internal.steps.recipient'),
        t('internal.steps.amount'),
        t('internal.steps.review'),
        t('internal.steps.confirm'),
      ]}
      current={step - 1}
      progressLabel={t('internal.progress')}
      back={back ? { to: back, label: t('back') } : undefined}
    >
      {children}
    </FlowFrame>
  );
}
