import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Card, DescriptionList, Heading, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useSubmit } from '@/lib/forms/useSubmit';
import { submitKyc, type Kyc } from '@/features/kyc/api/kyc';
import { StateNotice } from '@/features/kyc/components/StateNotice';
import { itemLabel } from './itemLabel';
import { destinationOf, itemOf, mayChange } from '@/features/kyc/documents';

export interface KycOverviewProps {
  kyc: Kyc;
  onChanged: () => void;
  /** The screen where an item is added or changed. */
  itemPath: (item: string) => string;
}

/** The state, every item with its status and where it changes, the next step, and sending for review. */
export function KycOverview({ kyc, onChanged, itemPath }: KycOverviewProps) {
  const { t } = useTranslation('kyc');
  const { loading, run } = useSubmit();
  const [problem, setProblem] = useState<string[] | null>(null);
  const destination = destinationOf(kyc.next_step);
  const label = (item: string) => itemLabel(kyc, item, t);

  const submit = () =>
    run(async () => {
      const res = await submitKyc();
      if (!res.data) {
        const fields = res.error?.fields ? Object.keys(res.error.fields) : [];
        setProblem(fields.length ? fields.map(label) : [res.statusText]);
        return;
      }
      setProblem(null);
      onChanged();
    });

  const items = kyc.items.map((entry) => {
    const { status, reason } = itemOf(kyc, entry.item);
    const change = mayChange(kyc, entry.item);
    return {
      term: label(entry.item),
      description: reason ? t('status.rejectedBecause', { reason }) : t(`status.${status}`),
      ...(change ? { change: { as: RouterLink, to: itemPath(entry.item) } } : {}),
    };
  });

  return (
    <Stack gap="lg">
      <StateNotice kyc={kyc} />
      <Card as="section" padding="lg" aria-labelledby="kyc-items">
        <Stack gap="md">
          <Heading level={2} size={4} id="kyc-items">
            {t('overview.items')}
          </Heading>
          <DescriptionList items={items} />
        </Stack>
      </Card>
      {problem && (
        <Alert tone="danger" title={t('overview.incomplete')}>
          <ul>
            {problem.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      {kyc.can_submit ? (
        <Stack gap="xs" align="start">
          <Text>{t('overview.ready')}</Text>
          <Button onClick={() => void submit()} loading={loading}>
            {t('overview.submit')}
          </Button>
        </Stack>
      ) : destination === 'wait' || destination === 'done' ? (
        <div>
          <ButtonLink as={RouterLink} to={PATHS.dashboard} variant="secondary">
            {t('overview.home')}
          </ButtonLink>
        </div>
      ) : (
        <div>
          <ButtonLink as={RouterLink} to={itemPath(kyc.next_step)}>
            {t('overview.next', { item: label(kyc.next_step) })}
          </ButtonLink>
        </div>
      )}
    </Stack>
  );
}
