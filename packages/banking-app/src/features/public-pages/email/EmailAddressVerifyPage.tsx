// Route /email_address_verify (PATHS.emailAddressVerify).
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Skeleton, Stack, Text } from '@bank/ui';
import type { ApiResponse } from '@/api/client';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { verifyEmailAddress } from '@/features/public-pages/api/verifyEmailAddress';
import { PATHS } from '@/access/paths';

const ns = await loadPublicNamespace('email');

/** No token in the address: nothing to ask the server. */
const NO_TOKEN: ApiResponse<never> = { data: null, status: 400, statusText: '' };

/** The target of the e-mailed link (/email_address_verify?token=…): verifies the address. */
export function Component() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useApiQuery(
    () => (token ? verifyEmailAddress(token) : Promise.resolve(NO_TOKEN)),
    [token],
  );
  const { state } = verify;
  // A used or expired link, and a broken one, are answers, not failures to retry.
  const refused =
    state.status !== 'error'
      ? null
      : state.code === 'link_used'
        ? 'used'
        : state.httpStatus === 410
          ? 'expired'
          : state.httpStatus === 400 || state.httpStatus === 404
            ? 'invalid'
            : null;

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
