// Route /dashboard (PATHS.dashboard).
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Heading, Link, Skeleton, SkeletonGroup, Stack, Text } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useAfterPaint } from '@/lib/useAfterPaint';
import { PATHS } from '@/access/paths';
import { withLtrValues } from '@/i18n/ltr';
import { useCustomerType } from '@/session/useCustomerType';
import { fetchDetails } from '@/features/money/api/fetchDetails';
import { answered, once } from '@/features/money/calls';
import { getLimits } from '@/api/calls/getLimits';
import { resendVerification } from '@/features/money/api/resendVerification';
import { PasskeyOfferCard, passkeyOfferCall } from '@/lib/passkeys/offerCall';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { balanceCalls, TotalBalance, WalletCards } from './BalanceOverview';
import { partOfDay } from './greeting';
import { HomeActions } from './HomeActions';
import { KycStatus } from './KycStatus';
import { fetchLatestActivity, LatestActivity } from './LatestActivity';
import {
  fetchPreparedDecisions,
  fetchReviewQueue,
  loadPreparedDecisions,
  loadReviewWaiting,
} from './companyCalls';
import * as styles from './HomePage.css';

const ns = await loadMoneyNamespace();

// A company's parts of the home: loaded by their calls (companyCalls.ts), so drawn without a wait.
const ReviewWaiting = lazy(() => loadReviewWaiting().then((m) => ({ default: m.ReviewWaiting })));
const PreparedDecisions = lazy(() =>
  loadPreparedDecisions().then((m) => ({ default: m.PreparedDecisions })),
);

/**
 * The page's calls, made as it is navigated to (src/lib/data/screenData.ts; on a page load, by
 * main.tsx's start): the details, the balances' (wallets and the total's rates), the latest
 * transactions, a company's review queue, and whether to offer a passkey (after a login with a
 * code or a registration: src/lib/passkeys/offer.ts; no request when no offer is due).
 */
export const loader = screenLoader(() => {
  const details = once(fetchDetails);
  return {
    details,
    ...balanceCalls(),
    latest: fetchLatestActivity,
    review: fetchReviewQueue,
    decided: fetchPreparedDecisions,
    passkeyOffer: passkeyOfferCall,
    // The smaller limits before the identity check is approved, said with its status.
    limits: async () => {
      const d = await details();
      return d.data && d.data.data.kyc_status !== 'approved' ? getLimits() : answered([]);
    },
  };
});

/**
 * /dashboard: the customer's money at a glance (total, wallets, quick actions, latest
 * transactions), the identity check's next step, and what waits for review in a company.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const { t: tc } = useTranslation();
  const info = useCustomerType();
  const {
    details: query,
    wallets,
    rates,
    latest,
    review,
    decided,
    limits,
    passkeyOffer,
  } = useScreenQueries<typeof loader>();
  const details = query.state.status === 'success' ? query.state.data : null;
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const sendAgain = async () => {
    if (resend === 'sending') return;
    setResend('sending');
    const res = await resendVerification();
    setResend(res.data ? 'sent' : 'failed');
  };
  const corporate = info?.user_type === 'corporate';
  // The details decide what stands above the money (the identity check's step, notices such as
  // "verify your e-mail" or "add a second factor", each of a height known only then) and the
  // wallets the size of the total and the cards: until both have come (or failed), one placeholder
  // holds the page, then the page is drawn whole. Drawn in parts, a customer without a second
  // factor saw the balances jump down by the notice's height (a layout shift of 0.13 on a phone).
  // Both are asked as the page is navigated to (its loader), so the wait is usually none.
  // Before the identity check is approved, its limits are part of what stands above the money;
  // so is the offer of a passkey (its answer comes with its card loaded).
  const settled =
    query.state.status !== 'loading' &&
    wallets.state.status !== 'loading' &&
    limits.state.status !== 'loading' &&
    passkeyOffer.state.status !== 'loading';
  // The customer the offer is for, if they are the one whose home this is.
  const offerTo = passkeyOffer.state.status === 'success' ? passkeyOffer.state.data : null;
  const offerHere = offerTo !== null && offerTo === details?.customer_id;
  const below = useAfterPaint(settled);
  // The name joins the greeting in the same commit as the page replaces its placeholder: drawn
  // earlier, a greeting that wraps to two lines with the name ("Good afternoon, Aisha" on a phone)
  // pushed the placeholder down (a layout shift of 0.04); drawn with the page, nothing that was
  // on the screen moves.
  const name = settled ? (details?.first_name ?? details?.full_name ?? null) : null;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>
          {/* While the page loads, the greeting without the name (a two-line "Welcome to Sadu
              Bank" moved the page up when the name came). */}
          {name
            ? t(`greeting.${partOfDay()}`, { name })
            : !settled
              ? t(`greeting.${partOfDay()}Plain`)
              : t('greeting.plain')}
        </Heading>
        {settled && details?.company && (
          <Text tone="muted">{t('company', { company: details.company.name })}</Text>
        )}
        {/* A company's user is told their role and what it lets them do (each refusal says it too). */}
        {settled && info?.customer_type && (
          <Text tone="muted">
            {tc('role.yours', {
              role: tc(`role.${info.customer_type}.name`),
              can: tc(`role.${info.customer_type}.can`),
            })}
          </Text>
        )}
      </Stack>
      {/* The details always bring the identity check's status and sometimes notices; the page
          waits for them (below). Their own loading state shows again only on "Try again". */}
      {!settled ? (
        <SkeletonGroup label={t('loading')}>
          <div className={styles.placeholder}>
            <Skeleton lines={2} />
            <Skeleton shape="rect" height="16rem" />
            <Skeleton shape="rect" height="5rem" />
            <Skeleton shape="rect" height="10rem" />
          </div>
        </SkeletonGroup>
      ) : (
        <>
          <LoadState
            query={query}
            label={t('loading')}
            errorTitle={t('detailsFailed')}
            skeleton={<Skeleton lines={2} />}
          >
            {(d) => (
              <>
                <KycStatus status={d.kyc_status} info={info} limits={limits} />
                {!d.email_verified && (
                  <Alert tone="warning" title={t('verify.title')}>
                    <Stack gap="sm">
                      <Text>{withLtrValues((v) => t('verify.text', v), { email: d.email })}</Text>
                      <div>
                        <Button
                          variant="secondary"
                          size="sm"
                          loading={resend === 'sending'}
                          onClick={() => void sendAgain()}
                        >
                          {t('verify.resend')}
                        </Button>
                      </div>
                      <Text role="status" size="sm">
                        {resend === 'sent'
                          ? withLtrValues((v) => t('verify.sent', v), { email: d.email })
                          : resend === 'failed'
                            ? t('verify.failed')
                            : ''}
                      </Text>
                    </Stack>
                  </Alert>
                )}
                {!d.mfa.totp_enabled && !d.mfa.otp_channel && (
                  <Alert tone="info" title={t('mfa.title')}>
                    <Text>
                      {t('mfa.text')}{' '}
                      <Link as={RouterLink} to={PATHS.securityPage}>
                        {t('mfa.link')}
                      </Link>
                    </Text>
                  </Alert>
                )}
              </>
            )}
          </LoadState>
          {offerHere && <PasskeyOfferCard customerId={offerTo} />}
          <Suspense fallback={null}>
            {info?.customer_type === 'preparer' && details && (
              <PreparedDecisions query={decided} me={details.customer_id} />
            )}
            {corporate && <ReviewWaiting reviewer={info?.can_approve === true} query={review} />}
          </Suspense>
          <TotalBalance wallets={wallets} rates={rates} />
          <HomeActions
            preparer={info?.customer_type === 'preparer'}
            empty={
              wallets.state.status === 'success' &&
              wallets.state.data.every((w) => BigInt(w.balance.minor) === 0n)
            }
            hasWallet={wallets.state.status === 'success' && wallets.state.data.length > 0}
          />
          {/* Below the fold on a phone: drawn a frame after the rest (useAfterPaint), so the
              page's build is two shorter pieces of work instead of one long one. */}
          {below ? (
            <>
              <WalletCards wallets={wallets} canOpen={info !== null && !info.is_viewer} />
              <LatestActivity query={latest} />
            </>
          ) : (
            <div className={styles.belowReserve} />
          )}
        </>
      )}
    </Stack>
  );
}
