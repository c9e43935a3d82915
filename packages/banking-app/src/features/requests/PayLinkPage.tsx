// Route /pay/:token (PATHS.payLink), issue 27: a pay link's public page, what a requester shares
// and its QR code opens. Anyone holding it sees the amount, the note, the requester's masked name
// and whether it is still open; "Pay" leads to the payment, through the login when needed (the
// dashboard's guard sends a visitor to log in and back).
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Heading, Skeleton, Stack, Text } from '@bank/ui';
import { requestPayPath } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchPayLink } from './api';
import { loadRequestsNamespace } from './i18n';
import { LinkSummary } from './LinkSummary';
import { moneyOf } from './PayPanel';

const ns = await loadRequestsNamespace();

export const loader = screenLoader(({ params }) => ({
  link: () => fetchPayLink(params.token ?? ''),
}));

export function Component() {
  const { t } = useTranslation(ns);
  const { token = '' } = useParams();
  const { link } = useScreenQueries<typeof loader>();
  return (
    <Stack gap="lg" style={{ maxInlineSize: 560, marginInline: 'auto', paddingBlock: '2rem' }}>
      <Heading level={1}>{t('page.heading')}</Heading>
      <LoadState
        query={link}
        label={t('page.loading')}
        errorTitle={t('page.failed')}
        errorHint={t('page.failedText')}
        skeleton={<Skeleton shape="rect" height="12rem" />}
      >
        {(data) => (
          <Card as="section" aria-labelledby="pay-link-amount">
            <Stack gap="lg" align="start">
              <LinkSummary link={data} headingId="pay-link-amount" />
              {data.status === 'open' && (
                <Stack gap="sm" align="start">
                  <ButtonLink as={RouterLink} to={requestPayPath(token)}>
                    {t('page.pay', { amount: moneyOf(data.amount) })}
                  </ButtonLink>
                  <Text size="sm" tone="muted">
                    {t('page.login')}
                  </Text>
                </Stack>
              )}
            </Stack>
          </Card>
        )}
      </LoadState>
    </Stack>
  );
}
