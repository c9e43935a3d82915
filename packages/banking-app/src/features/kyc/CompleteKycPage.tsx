import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Card, DescriptionList, Heading, Skeleton, Stack, Text } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { useSubmit } from '@/lib/forms/useSubmit';
import { fetchKyc, submitKyc, type Kyc } from './api/kyc';
import { KycHeading } from './components/KycHeading';
import { StateNotice } from './components/StateNotice';
import { destinationOf, itemOf, mayChange } from './documents';
import { cameraPath, destinationPath } from './paths';
import { PATHS } from '@/app/paths';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/** Where an item is added or changed. */
function itemPath(item: string): string {
  if (item === 'selfie') return cameraPath('selfie');
  return destinationPath(destinationOf(item));
}

function Overview({ kyc, onChanged }: { kyc: Kyc; onChanged: () => void }) {
  const { t } = useTranslation(ns);
  const { loading, run } = useSubmit();
  const [problem, setProblem] = useState<string[] | null>(null);
  const destination = destinationOf(kyc.next_step);

  const submit = () =>
    run(async () => {
      const res = await submitKyc();
      if (!res.data) {
        const fields = res.error?.fields ? Object.keys(res.error.fields) : [];
        setProblem(fields.length ? fields.map((f) => t(`items.${f}`, { defaultValue: f })) : [res.statusText]);
        return;
      }
      setProblem(null);
      onChanged();
    });

  const items = kyc.items.map((entry) => {
    const { status, reason } = itemOf(kyc, entry.item);
    const change = mayChange(kyc, entry.item);
    return {
      term: t(`items.${entry.item}`, { defaultValue: entry.item }),
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
            {t('overview.next', { item: t(`items.${kyc.next_step}`, { defaultValue: kyc.next_step }) })}
          </ButtonLink>
        </div>
      )}
    </Stack>
  );
}

/** /dashboard/complete_kyc: the identity check's state, what is still needed, its next step, and sending it for review. */
export function Component() {
  const { t } = useTranslation(ns);
  const query = useApiQuery(fetchKyc);
  return (
    <Stack gap="xl">
      <KycHeading title={t('overview.heading')} lead={t('overview.lead')} />
      <LoadState query={query} label={t('loading')} errorTitle={t('loadFailed')} skeleton={<Skeleton lines={5} />}>
        {(kyc) => <Overview kyc={kyc} onChanged={query.reload} />}
      </LoadState>
    </Stack>
  );
}
