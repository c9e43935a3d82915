// Route /email_address_verify (PATHS.emailAddressVerify).
import { Link as RouterLink, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Skeleton, Stack, Text } from '@bank/ui';
import type { ApiResponse } from '@/api/client';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { verifyEmailAddress } from '@/features/public-pages/api/verifyEmailAddress';
import { PATHS } from '@/access/paths';

const ns = await loadPublicNamespace('email');

/** No token in the address: nothing to ask the server. */
const NO_TOKEN: ApiResponse<never> = { data: null, status: 400, statusText: '' };

/** A used or expired link, and a broken one, are answers, not failures to retry. */
function refusalOf(httpStatus: number, code?: string): 'used' | 'expired' | 'invalid' | null {
  if (code === 'link_used') return 'used';
  if (httpStatus === 410) return 'expired';
  if (httpStatus === 400 || httpStatus === 404) return 'invalid';
  return null;
}

// The last check asked, and how it answered: for good (confirmed, or a refusal), a failure the
// customer may retry, or nothing yet. Read by shouldRevalidate below.
let lastCheck: { token: string | null; answer: 'asking' | 'final' | 'retryable' } | null = null;

/** POST /registration/email/verify with the link's token (none: nothing asked), its answer recorded. */
function check(token: string | null): ReturnType<typeof verifyEmailAddress> {
  const mine: NonNullable<typeof lastCheck> = { token, answer: 'asking' };
  lastCheck = mine;
  const answer = token ? verifyEmailAddress(token) : Promise.resolve(NO_TOKEN);
  void answer.then(
    (res) =>
      (mine.answer = res.data || refusalOf(res.status, res.error?.code) ? 'final' : 'retryable'),
    () => (mine.answer = 'retryable'),
  );
  return answer;
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts): the link's check. */
export const loader = screenLoader(({ request }) => {
  const token = new URL(request.url).searchParams.get('token');
  return { verify: () => check(token) };
});

/**
 * Not revalidated, but for the customer's own "Try again". The check uses the link up: asked
 * again after it confirmed the address, the server answers that the link was used, and the page
 * would say so instead of the confirmation. A retry is a revalidation of this very address, so
 * one is let through only when it is that: the same address (not a change of the search), no
 * action submitted anywhere, and the last check of this link failed without an answer (the only
 * time "Try again" shows). Once answered, or while the first answer is still coming (it would be
 * asked twice), nothing asks again. Another link opened in this tab (another token) is a check of
 * its own, not a repeat: that one is asked.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  const token = (url: URL) => url.searchParams.get('token');
  if (token(nextUrl) !== token(currentUrl)) return true;
  return !formMethod && currentUrl.href === nextUrl.href && lastCheck?.answer === 'retryable';
}

/** The target of the e-mailed link (/email_address_verify?token=…): verifies the address. */
export function Component() {
  const { t } = useTranslation(ns);
  const { verify } = useScreenQueries<typeof loader>();
  const { state } = verify;
  const refused = state.status === 'error' ? refusalOf(state.httpStatus, state.code) : null;

  return (
    <Stack gap="xl" align="start" style={{ maxWidth: 640 }}>
      <PageIntro heading={t('verify.heading')} />
      {refused === 'expired' && (
        <Alert tone="warning" announce="polite" title={t('verify.expiredTitle')}>
          <Text>{t('verify.expiredText')}</Text>
        </Alert>
      )}
      {refused === 'used' && (
        <Alert tone="info" announce="polite" title={t('verify.usedTitle')}>
          <Text>{t('verify.usedText')}</Text>
        </Alert>
      )}
      {refused === 'invalid' && (
        <Alert tone="danger" announce="polite" title={t('verify.invalidTitle')}>
          <Text>{t('verify.invalidText')}</Text>
        </Alert>
      )}
      {!refused && (
        <LoadState
          query={verify}
          label={t('verify.checking')}
          errorTitle={t('verify.failedTitle')}
          skeleton={<Skeleton lines={2} width="24rem" />}
        >
          {(data) => (
            <Alert tone="success" announce="polite" title={t('verify.verifiedTitle')}>
              <Text>{t('verify.verifiedText', { email: data.email })}</Text>
            </Alert>
          )}
        </LoadState>
      )}
      <ButtonLink
        as={RouterLink}
        to={PATHS.login}
        variant={state.status === 'success' ? 'primary' : 'secondary'}
      >
        {t('verify.login')}
      </ButtonLink>
    </Stack>
  );
}
