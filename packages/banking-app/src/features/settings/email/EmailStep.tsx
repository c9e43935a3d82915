import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Stack, Stepper, Text } from '@bank/ui';

/** The frame of the three e-mail change steps: heading, where the customer is, and the step. */
export function EmailStep({
  step,
  lead,
  children,
}: {
  step: 1 | 2 | 3;
  lead: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('email.heading')}</Heading>
        <Text tone="muted">{lead}</Text>
      </Stack>
      <Stepper
        steps={[t('email.steps.address'), t('email.steps.code'), t('email.steps.password')]}
        current={step - 1}
      />
      {children}
    </Stack>
  );
}
