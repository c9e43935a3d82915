// What every top-up step shares: the flows' frame (heading, steps, Back) and the draft in this tab.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowFrame, useFlowDraft } from '@/components/FlowFrame';
import { allowedStep, TOPUP_STEPS, topupStore, type TopupStep } from './draft';

/** The draft, saved on every change, and where this visit belongs (see allowedStep). */
export function useTopupDraft(step: TopupStep) {
  const { draft, save } = useFlowDraft(topupStore);
  return { draft, save, allowed: allowedStep(step, draft) };
}

export interface TopupFrameProps {
  step: TopupStep;
  /** Where this visit belongs: another step redirects there (replace). */
  allowed: TopupStep;
  /** The "Back" link to the previous step. */
  back?: boolean;
  children: ReactNode;
}

export function TopupFrame({ step, allowed, back, children }: TopupFrameProps) {
  const { t } = useTranslation('money');
  return (
    <FlowFrame
      path={TOPUP_STEPS[step - 1]!}
      allowedPath={TOPUP_STEPS[allowed - 1]!}
      heading={t('topup.heading')}
      steps={[
        t('topup.steps.wallet'),
        t('topup.steps.method'),
        t('topup.steps.amount'),
        t('topup.steps.result'),
      ]}
      current={step - 1}
      progressLabel={t('topup.progress')}
      back={back && step > 1 ? { to: TOPUP_STEPS[step - 2]!, label: t('topup.back') } : undefined}
    >
      {children}
    </FlowFrame>
  );
}
