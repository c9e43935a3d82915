// What every external-transfer step shares: the flows' frame and the draft in this tab.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowFrame, useFlowDraft } from '@/components/FlowFrame';
import { allowedStep, EXTERNAL_STEPS, externalStore, type ExternalStep } from './draft';

export function useExternalDraft(step: ExternalStep) {
  const { draft, save } = useFlowDraft(externalStore);
  return { draft, save, allowed: allowedStep(step, draft) };
}

export interface ExternalFrameProps {
  step: ExternalStep;
  allowed: ExternalStep;
  /** This visit's own path when it is not the step's (external_step1N is step 1). */
  path?: string;
  back?: string;
  children: ReactNode;
}

export function ExternalFrame({ step, allowed, path, back, children }: ExternalFrameProps) {
  const { t } = useTranslation('transfers');
  const here = path ?? EXTERNAL_STEPS[step - 1]!;
  return (
    <FlowFrame
      path={here}
      allowedPath={allowed === step ? here : EXTERNAL_STEPS[allowed - 1]!}
      heading={t('external.heading')}
      steps={['beneficiary', 'amount', 'purpose', 'review', 'code', 'status'].map((s) =>
        t(`external.steps.${s}`),
      )}
      current={step - 1}
      progressLabel={t('external.progress')}
      back={back ? { to: back, label: t('back') } : undefined}
    >
      {children}
    </FlowFrame>
  );
}
