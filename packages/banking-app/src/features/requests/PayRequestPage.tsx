// Route /dashboard/requests/pay/:token (PATHS.requestPay), issue 27: paying a link once logged in.
// The link's amount, note and the requester's masked name, then the wallet to pay from; once paid,
// the receipt is in the history and the requester is told at once.
import { useRef, useState, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@bank/api-contract';
import { Alert, ButtonLink, Card, Heading, Skeleton, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { fetchFiatWallets } from '@/domain/wallets/wallets';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchPayLink } from './api';
import { loadRequestsNamespace } from './i18n';
import { LinkSummary } from './LinkSummary';
import { isolate, moneyOf, PayPanel } from './PayPanel';

const ns = await loadRequestsNamespace();

export const loader = screenLoader(({ params }) => ({
  link: () => fetchPayLink(params.token ?? ''),
  wallets: fetchFiatWallets,
}));

export function Component() {
  const { t } = useTranslation(ns);
  const { token = '' } = useParams();
  const { link, wallets } = useScreenQueries<typeof loader>();
  const [paid, setPaid] = useState<Transaction | null>(null);
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (paid) done.current?.focus();
  }, [paid]);
  return (
    <Stack gap="xl" style={{ maxInlineSize: 640 }}>
      <Heading level={1}>{t('common:titles.requestPay')}</Heading>
      <LoadState
        query={link}
        label={t('page.loading')}
        errorTitle={t('page.failed')}
        skeleton={<Skeleton shape="rect" height="12rem" />}
      >
        {(data) => (
          <Card as="section" aria-labelledby="pay-request-amount">
            <Stack gap="lg" align="start">
              <LinkSummary
                link={paid ? { ...data, status: 'paid' } : data}
                headingId="pay-request-amount"
              />
              {paid ? (
                <div ref={done} tabIndex={-1}>
                  <Alert
                    tone="success"
                    title={t('pay.paid', {
                      amount: moneyOf(data.amount),
                      name: isolate(data.requester),
                    })}
                  >
                    <Stack gap="sm" align="start">
                      {t('pay.paidText')}
                      <ButtonLink as={RouterLink} to={PATHS.transactions} variant="secondary">
                        {t('pay.seeTransactions')}
                      </ButtonLink>
                    </Stack>
                  </Alert>
                </div>
              ) : (
                data.status === 'open' && (
                  <LoadState
                    query={wallets}
                    label={t('page.loading')}
                    errorTitle={t('failed')}
                    skeleton={<Skeleton shape="rect" height="8rem" />}
                  >
                    {(all) => (
                      <PayPanel
                        id="pay-link"
                        requestId={data.request_id}
                        amount={data.amount}
                        token={token}
                        wallets={all}
                        onPaid={setPaid}
                      />
                    )}
                  </LoadState>
                )
              )}
              <ButtonLink as={RouterLink} to={PATHS.requests} variant="tertiary">
                {t('page.back')}
              </ButtonLink>
            </Stack>
          </Card>
        )}
      </LoadState>
    </Stack>
  );
}
