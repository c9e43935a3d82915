import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Stack, Stepper, Text } from '@bank/ui';
import type { UserType } from '@bank/api-contract';
import { REGISTRATION_NS } from '@/features/registration/i18n';

const STEPS: Record<UserType, string[]> = {
  individual: ['email', 'password', 'details', 'phone', 'done'],
  corporate: ['companyEmail', 'verifyEmail', 'password', 'details', 'phone', 'done'],
};

/** A registration screen: where the customer is in the journey, the heading (focused on arrival), the content. */
export function RegistrationPage({
  userType,
  step,
  heading,
  lead,
  children,
}: {
  userType?: UserType;
  /** The step's key in STEPS (shows the progress), or none. */
  step?: string;
  heading: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(REGISTRATION_NS);
  const steps = userType ? STEPS[userType] : null;
  // Stepper counts from 0.
  const current = steps && step ? steps.indexOf(step) : -1;
  return (
    <Stack gap="xl">
      {steps && current >= 0 && (
        <Stepper
          steps={steps.map((s) => t(`steps.${s}`))}
          current={current}
          label={t('steps.label')}
          compact
        />
      )}
      <Stack gap="sm">
        <Heading level={1}>{heading}</Heading>
        {lead && <Text tone="muted">{lead}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
