import { useTranslation } from 'react-i18next';
import { Heading, Stack, Text } from '@bank/ui';
import { PERSON_STEPS, type PersonStep } from '@/features/kyc/documents';

/** A screen's heading; a step of a person's check says which, above it ("Step 2 of 3"). */
export function KycHeading({
  title,
  lead,
  step,
}: {
  title: string;
  lead?: string;
  step?: PersonStep;
}) {
  const { t } = useTranslation('kyc');
  return (
    <Stack gap="xs">
      {step && (
        <Text size="sm" tone="muted">
          {t('step', { n: PERSON_STEPS.indexOf(step) + 1, total: PERSON_STEPS.length })}
        </Text>
      )}
      <Heading level={1}>{title}</Heading>
      {lead && <Text tone="muted">{lead}</Text>}
    </Stack>
  );
}
