// What every top-up step shares: the heading, the steps (Stepper) and the draft in this tab.
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Heading, Icon, Link, Stack, Stepper } from '@bank/ui';
import * as styles from '@/features/money/money.css';
import {
  allowedStep,
  readDraft,
  TOPUP_STEPS,
  writeDraft,
  type TopupDraft,
  type TopupStep,
} from './draft';

/** The draft, saved on every change, and where this visit belongs (see allowedStep). */
export function useTopupDraft(step: TopupStep) {
  const [draft, setDraft] = useState<TopupDraft | null>(() => readDraft());
  const save = useCallback((next: TopupDraft) => {
    writeDraft(next);
    setDraft(next);
  }, []);
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
  if (allowed !== step) return <Navigate to={TOPUP_STEPS[allowed - 1]!} replace />;
  const steps = [
    t('topup.steps.wallet'),
    t('topup.steps.method'),
    t('topup.steps.amount'),
    t('topup.steps.result'),
  ];
  return (
    <Stack gap="xl" style={{ maxInlineSize: 720 }}>
      <Stack gap="md">
        {back && step > 1 && (
          <div>
            <Link as={RouterLink} to={TOPUP_STEPS[step - 2]!}>
              <Icon icon={ArrowLeft} size={16} className={styles.backArrow} />
              {t('topup.back')}
            </Link>
          </div>
        )}
        <Heading level={1}>{t('topup.heading')}</Heading>
        <Stepper steps={steps} current={step - 1} label={t('topup.progress')} />
      </Stack>
      {children}
    </Stack>
  );
}
