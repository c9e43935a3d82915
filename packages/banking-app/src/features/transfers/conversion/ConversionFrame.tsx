// What both conversion steps share: the flows' frame and the draft in this tab.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowFrame, useFlowDraft } from '@/components/FlowFrame';
import { allowedStep, CONVERSION_STEPS, conversionStore, type ConversionStep } from './draft';

export function useConversionDraft(step: ConversionStep) {
  const { draft, save } = useFlowDraft(conversionStore);
  return { draft, save, allowed: allowedStep(step, draft) };
}

export function ConversionFrame({
  step,
  allowed,
  back,
  children,
}: {
  step: ConversionStep;
  allowed: ConversionStep;
  back?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('transfers');
  return (
    <FlowFrame
      path={CONVERSION_STEPS[step - 1]!}
      allowedPath={CONVERSION_STEPS[allowed - 1]!}
      heading={t('conversion.heading')}
      steps={[t('conversion.steps.quote'), t('conversion.steps.confirm')]}
      current={step - 1}
      progressLabel={t('conversion.progress')}
      back={back ? { to: back, label: t('back') } : undefined}
    >
      {children}
    </FlowFrame>
  );
}
